//! Translation of expressions to Z3 terms, memoised per query and iterative (deep
//! expressions do not recurse on the Rust stack).
//!
//! Width-1 expressions have two translations: a Z3 `Bool` and a 1-bit `BV`. Comparisons and
//! the boolean connectives are built as `Bool`s natively; everything else as `BV`s; each form
//! is derived from the other only where needed. Arrays are `Array (BV index_width) (BV 8)`:
//! symbolic ones are constants, constant ones `store` chains over a constant array of 0.
//!
//! A read of a symbolic array at an index that may be past its size gets a side condition
//! making that byte 0, as in [`expr::Ctx::eval`] (missing bytes are zero).

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use ::z3::ast::{Array, Bool, BV};
use ::z3::Sort;
use expr::{ArrNode, ArrRef, ArrayId, BinOp, CmpOp, Ctx, ExprRef, Kind, VarId, Width};

use crate::SolverError;

/// A symbolic array met during translation.
#[derive(Clone, Debug)]
pub(crate) struct SymArray {
    /// The Z3 constant.
    pub term: Array,
    /// Its size in bytes.
    pub size: u64,
    /// Its index width.
    pub index_width: Width,
}

/// One unit of translation work.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Task {
    Bv(ExprRef),
    Bool(ExprRef),
    Arr(ArrRef),
}

/// The Z3 numeral `v` of `w` bits.
pub(crate) fn numeral(v: u128, w: Width) -> Result<BV, SolverError> {
    if w <= 64 {
        return Ok(BV::from_u64(v as u64, w));
    }
    BV::from_str(w, &v.to_string())
        .ok_or_else(|| SolverError::Z3(format!("numeral {v} of {w} bits")))
}

/// The translator of one query.
pub(crate) struct Translator<'a> {
    ctx: &'a Ctx,
    bvs: HashMap<ExprRef, BV>,
    bools: HashMap<ExprRef, Bool>,
    arrays: HashMap<ArrRef, Array>,
    /// The symbolic base array under each translated array, if any.
    bases: HashMap<ArrRef, Option<ArrRef>>,
    /// Symbolic variables met.
    pub vars: HashMap<VarId, (BV, Width)>,
    /// Symbolic arrays met.
    pub sym_arrays: HashMap<ArrayId, SymArray>,
    side: Vec<Bool>,
    side_seen: HashSet<(ArrRef, ExprRef)>,
    /// [`Translator::places`] of each array asked about.
    small: HashMap<ArrRef, Option<Places>>,
}

/// A small array's places: `(index, what it holds)`, the latest store first.
type Places = std::rc::Rc<Vec<(u128, Place)>>;

/// What a small array holds at one index.
#[derive(Clone, Copy, Debug)]
enum Place {
    Byte(u8),
    Expr(ExprRef),
}

/// Most places of an array read as a choice among them rather than through Z3's arrays.
const SMALL_ARRAY: usize = 256;

fn missing(what: &str) -> SolverError {
    SolverError::Z3(format!("internal: untranslated {what}"))
}

impl<'a> Translator<'a> {
    /// A translator reading nodes from `ctx`.
    /// Terms translated so far (what Z3's preprocessing and bit-blasting grow with, which
    /// its resource count does not fully see).
    pub fn size(&self) -> usize {
        self.bvs.len() + self.bools.len() + self.arrays.len()
    }

    pub fn new(ctx: &'a Ctx) -> Translator<'a> {
        Translator {
            ctx,
            bvs: HashMap::default(),
            bools: HashMap::default(),
            arrays: HashMap::default(),
            bases: HashMap::default(),
            vars: HashMap::default(),
            sym_arrays: HashMap::default(),
            side: Vec::new(),
            side_seen: HashSet::default(),
            small: HashMap::default(),
        }
    }

    /// The `Bool` of width-1 `e`.
    pub fn bool(&mut self, e: ExprRef) -> Result<Bool, SolverError> {
        self.run(Task::Bool(e))?;
        self.get_bool(e)
    }

    /// The side conditions gathered so far (to assert along with the constraints).
    pub fn take_side_conditions(&mut self) -> Vec<Bool> {
        std::mem::take(&mut self.side)
    }

    fn get_bv(&self, e: ExprRef) -> Result<BV, SolverError> {
        self.bvs
            .get(&e)
            .cloned()
            .ok_or_else(|| missing("bit-vector"))
    }

    fn get_bool(&self, e: ExprRef) -> Result<Bool, SolverError> {
        self.bools
            .get(&e)
            .cloned()
            .ok_or_else(|| missing("boolean"))
    }

    fn get_arr(&self, a: ArrRef) -> Result<Array, SolverError> {
        self.arrays.get(&a).cloned().ok_or_else(|| missing("array"))
    }

    /// Whether `e` is translated natively as a `Bool`.
    fn boolish(&self, e: ExprRef) -> bool {
        let n = self.ctx.node(e);
        n.width == 1
            && matches!(
                n.kind,
                Kind::Cmp(..)
                    | Kind::FCmp(..)
                    | Kind::Not(_)
                    | Kind::Ite(..)
                    | Kind::Bin(BinOp::And | BinOp::Or | BinOp::Xor, _, _)
            )
    }

    fn done(&self, t: Task) -> bool {
        match t {
            Task::Bv(e) => self.bvs.contains_key(&e),
            Task::Bool(e) => self.bools.contains_key(&e),
            Task::Arr(a) => self.arrays.contains_key(&a),
        }
    }

    fn deps(&self, t: Task) -> Vec<Task> {
        match t {
            Task::Bv(e) if self.boolish(e) => vec![Task::Bool(e)],
            Task::Bv(e) => match self.ctx.node(e).kind {
                Kind::Const(_) | Kind::Var(_) => vec![],
                Kind::Select { array, index } => vec![Task::Arr(array), Task::Bv(index)],
                Kind::Not(a)
                | Kind::Neg(a)
                | Kind::Extract { e: a, .. }
                | Kind::ZExt(a)
                | Kind::SExt(a)
                | Kind::FConv(_, a) => vec![Task::Bv(a)],
                Kind::Bin(_, a, b)
                | Kind::Cmp(_, a, b)
                | Kind::Concat(a, b)
                | Kind::FBin(_, a, b)
                | Kind::FCmp(_, a, b) => {
                    vec![Task::Bv(a), Task::Bv(b)]
                }
                Kind::Ite(c, a, b) => vec![Task::Bool(c), Task::Bv(a), Task::Bv(b)],
            },
            Task::Bool(e) if !self.boolish(e) => match self.ctx.node(e).kind {
                Kind::Const(_) => vec![],
                _ => vec![Task::Bv(e)],
            },
            Task::Bool(e) => match self.ctx.node(e).kind {
                Kind::Cmp(CmpOp::Eq, a, b) if self.ctx.width(a) == 1 => {
                    vec![Task::Bool(a), Task::Bool(b)]
                }
                Kind::Cmp(_, a, b) | Kind::FCmp(_, a, b) => vec![Task::Bv(a), Task::Bv(b)],
                Kind::Not(a) => vec![Task::Bool(a)],
                Kind::Bin(_, a, b) => vec![Task::Bool(a), Task::Bool(b)],
                Kind::Ite(c, a, b) => vec![Task::Bool(c), Task::Bool(a), Task::Bool(b)],
                _ => vec![],
            },
            Task::Arr(a) => match self.ctx.array_node(a) {
                ArrNode::Store {
                    array,
                    index,
                    value,
                } => {
                    vec![Task::Arr(*array), Task::Bv(*index), Task::Bv(*value)]
                }
                _ => vec![],
            },
        }
    }

    /// Translates `root` and everything under it (post-order, explicit stack).
    fn run(&mut self, root: Task) -> Result<(), SolverError> {
        let mut stack = vec![(root, false)];
        while let Some((t, expanded)) = stack.pop() {
            if self.done(t) {
                continue;
            }
            if expanded {
                self.build(t)?;
                continue;
            }
            stack.push((t, true));
            for d in self.deps(t) {
                if !self.done(d) {
                    stack.push((d, false));
                }
            }
        }
        Ok(())
    }

    fn build(&mut self, t: Task) -> Result<(), SolverError> {
        match t {
            Task::Bv(e) => {
                let v = self.build_bv(e)?;
                self.bvs.insert(e, v);
            }
            Task::Bool(e) => {
                let b = self.build_bool(e)?;
                self.bools.insert(e, b);
            }
            Task::Arr(a) => {
                let (arr, base) = self.build_arr(a)?;
                self.arrays.insert(a, arr);
                self.bases.insert(a, base);
            }
        }
        Ok(())
    }

    fn build_bv(&mut self, e: ExprRef) -> Result<BV, SolverError> {
        let ctx = self.ctx;
        let n = ctx.node(e);
        let w = n.width;
        if self.boolish(e) {
            return Ok(self
                .get_bool(e)?
                .ite(&BV::from_u64(1, 1), &BV::from_u64(0, 1)));
        }
        Ok(match n.kind {
            Kind::Const(v) => numeral(v, w)?,
            Kind::Var(v) => {
                let term = BV::new_const(format!("v{}", v.0), w);
                self.vars.insert(v, (term.clone(), w));
                term
            }
            Kind::Select { array, index } => {
                let idx = self.get_bv(index)?;
                if let Some(byte) = self.small_select(array, &idx)? {
                    return Ok(byte);
                }
                let byte = self
                    .get_arr(array)?
                    .select(&idx)
                    .as_bv()
                    .ok_or_else(|| SolverError::Z3("select is not a bit-vector".into()))?;
                self.bound_read(array, index, &idx)?;
                byte
            }
            Kind::Not(a) => self.get_bv(a)?.bvnot(),
            Kind::Neg(a) => self.get_bv(a)?.bvneg(),
            Kind::Bin(op, a, b) => {
                let (x, y) = (self.get_bv(a)?, self.get_bv(b)?);
                match op {
                    BinOp::Add => x.bvadd(&y),
                    BinOp::Sub => x.bvsub(&y),
                    BinOp::Mul => x.bvmul(&y),
                    BinOp::UDiv => x.bvudiv(&y),
                    BinOp::SDiv => x.bvsdiv(&y),
                    BinOp::URem => x.bvurem(&y),
                    BinOp::SRem => x.bvsrem(&y),
                    BinOp::Shl => x.bvshl(&y),
                    BinOp::LShr => x.bvlshr(&y),
                    BinOp::AShr => x.bvashr(&y),
                    BinOp::And => x.bvand(&y),
                    BinOp::Or => x.bvor(&y),
                    BinOp::Xor => x.bvxor(&y),
                }
            }
            Kind::Cmp(..) | Kind::FCmp(..) => return Err(missing("comparison")),
            Kind::Ite(c, a, b) => self.get_bool(c)?.ite(&self.get_bv(a)?, &self.get_bv(b)?),
            Kind::Concat(h, l) => self.get_bv(h)?.concat(&self.get_bv(l)?),
            Kind::Extract { e: a, lo } => self.get_bv(a)?.extract(lo + w - 1, lo),
            Kind::ZExt(a) => resize(self.get_bv(a)?, self.ctx.width(a), w, false),
            Kind::SExt(a) => resize(self.get_bv(a)?, self.ctx.width(a), w, true),
            Kind::FBin(op, a, b) => super::fp::bin(op, &self.get_bv(a)?, &self.get_bv(b)?, w)?,
            Kind::FConv(op, a) => super::fp::conv(op, &self.get_bv(a)?, self.ctx.width(a), w)?,
        })
    }

    fn build_bool(&mut self, e: ExprRef) -> Result<Bool, SolverError> {
        let ctx = self.ctx;
        let n = ctx.node(e);
        if let Kind::Const(v) = n.kind {
            return Ok(Bool::from_bool(v != 0));
        }
        if !self.boolish(e) {
            return Ok(self.get_bv(e)?.eq(BV::from_u64(1, 1)));
        }
        Ok(match n.kind {
            Kind::Cmp(CmpOp::Eq, a, b) if self.ctx.width(a) == 1 => {
                self.get_bool(a)?.eq(self.get_bool(b)?)
            }
            Kind::Cmp(op, a, b) => {
                let (x, y) = (self.get_bv(a)?, self.get_bv(b)?);
                match op {
                    CmpOp::Eq => x.eq(&y),
                    CmpOp::Ult => x.bvult(&y),
                    CmpOp::Ule => x.bvule(&y),
                    CmpOp::Slt => x.bvslt(&y),
                    CmpOp::Sle => x.bvsle(&y),
                }
            }
            Kind::FCmp(op, a, b) => {
                super::fp::cmp(op, &self.get_bv(a)?, &self.get_bv(b)?, self.ctx.width(a))?
            }
            Kind::Not(a) => self.get_bool(a)?.not(),
            Kind::Bin(op, a, b) => {
                let (x, y) = (self.get_bool(a)?, self.get_bool(b)?);
                match op {
                    BinOp::And => Bool::and(&[&x, &y]),
                    BinOp::Or => Bool::or(&[&x, &y]),
                    _ => x.xor(&y),
                }
            }
            Kind::Ite(c, a, b) => self
                .get_bool(c)?
                .ite(&self.get_bool(a)?, &self.get_bool(b)?),
            _ => return Err(missing("boolean connective")),
        })
    }

    fn build_arr(&mut self, a: ArrRef) -> Result<(Array, Option<ArrRef>), SolverError> {
        let ctx = self.ctx;
        Ok(match ctx.array_node(a) {
            ArrNode::Symbolic {
                id,
                size,
                index_width,
            } => {
                let term = Array::new_const(
                    format!("a{}", id.0),
                    &Sort::bitvector(*index_width),
                    &Sort::bitvector(8),
                );
                let info = SymArray {
                    term: term.clone(),
                    size: *size,
                    index_width: *index_width,
                };
                self.sym_arrays.insert(*id, info);
                (term, Some(a))
            }
            ArrNode::Constant { bytes, index_width } => {
                let iw = *index_width;
                let mut term = Array::const_array(&Sort::bitvector(iw), &BV::from_u64(0, 8));
                for (i, &b) in bytes.iter().enumerate() {
                    if b != 0 && fits(i as u128, iw) {
                        term = term.store(&numeral(i as u128, iw)?, &BV::from_u64(u64::from(b), 8));
                    }
                }
                (term, None)
            }
            ArrNode::Store {
                array,
                index,
                value,
            } => {
                let term = self
                    .get_arr(*array)?
                    .store(&self.get_bv(*index)?, &self.get_bv(*value)?);
                (term, self.bases.get(array).copied().flatten())
            }
        })
    }

    /// A read of a small array of known places as a choice among its bytes (`ite` over the
    /// index), or `None` for an array with a symbolic base or index or too many places.
    /// Z3's array theory instantiates a read-over-write lemma for each pair of read and
    /// store; over a block of a few dozen words read at several symbolic indices that took
    /// seconds, where the choice is decided by bit-blasting at once.
    fn small_select(&mut self, array: ArrRef, idx: &BV) -> Result<Option<BV>, SolverError> {
        let Some(places) = self.places(array) else {
            return Ok(None);
        };
        let iw = idx.get_size();
        let mut byte = BV::from_u64(0, 8);
        for (at, value) in places.iter().rev().filter(|(at, _)| fits(*at, iw)) {
            let v = match value {
                Place::Byte(b) => BV::from_u64(u64::from(*b), 8),
                Place::Expr(e) => self.get_bv(*e)?,
            };
            byte = idx.eq(numeral(*at, iw)?).ite(&v, &byte);
        }
        Ok(Some(byte))
    }

    /// The bytes `array` holds at constant indices, the latest first, when it is a chain of
    /// at most [`SMALL_ARRAY`] stores at constant indices over a constant array.
    fn places(&mut self, array: ArrRef) -> Option<Places> {
        if let Some(p) = self.small.get(&array) {
            return p.clone();
        }
        let mut seen = HashSet::default();
        let mut places = Vec::new();
        let mut a = array;
        let mut walked = 0;
        let found = loop {
            // A chain storing one place over and over is long but small: it is walked only
            // so far, and a large constant base is not scanned.
            walked += 1;
            if walked > 4 * SMALL_ARRAY {
                break false;
            }
            match self.ctx.array_node(a) {
                ArrNode::Symbolic { .. } => break false,
                ArrNode::Store {
                    array,
                    index,
                    value,
                } => {
                    let Some(at) = self.ctx.as_const(*index) else {
                        break false;
                    };
                    if seen.insert(at) {
                        places.push((at, Place::Expr(*value)));
                    }
                    a = *array;
                }
                ArrNode::Constant { bytes, .. } if bytes.len() > 16 * SMALL_ARRAY => break false,
                ArrNode::Constant { bytes, .. } => {
                    for (i, &b) in bytes.iter().enumerate() {
                        if b != 0 && seen.insert(i as u128) {
                            places.push((i as u128, Place::Byte(b)));
                        }
                    }
                    break true;
                }
            }
            if places.len() > SMALL_ARRAY {
                break false;
            }
        };
        let p = (found && places.len() <= SMALL_ARRAY).then(|| std::rc::Rc::new(places));
        self.small.insert(array, p.clone());
        p
    }

    /// Adds `index >= size -> base[index] == 0` for a read of `array` over a symbolic base.
    fn bound_read(&mut self, array: ArrRef, index: ExprRef, idx: &BV) -> Result<(), SolverError> {
        let Some(base) = self.bases.get(&array).copied().flatten() else {
            return Ok(());
        };
        let ArrNode::Symbolic {
            size, index_width, ..
        } = self.ctx.array_node(base)
        else {
            return Ok(());
        };
        let (size, iw) = (u128::from(*size), *index_width);
        if !fits(size, iw) || !self.side_seen.insert((base, index)) {
            return Ok(()); // every index is in bounds, or the condition exists
        }
        if self.ctx.as_const(index).is_some_and(|c| c < size) {
            return Ok(());
        }
        let byte = self
            .get_arr(base)?
            .select(idx)
            .as_bv()
            .ok_or_else(|| missing("select"))?;
        let out = idx.bvuge(&numeral(size, iw)?);
        self.side.push(out.implies(byte.eq(BV::from_u64(0, 8))));
        Ok(())
    }
}

/// Whether `v` is a value of `w` bits.
fn fits(v: u128, w: Width) -> bool {
    w >= 128 || v < (1u128 << w)
}

/// `x` (of `from` bits) zero- or sign-extended, or truncated, to `to` bits.
fn resize(x: BV, from: Width, to: Width, signed: bool) -> BV {
    match to.cmp(&from) {
        std::cmp::Ordering::Greater if signed => x.sign_ext(to - from),
        std::cmp::Ordering::Greater => x.zero_ext(to - from),
        std::cmp::Ordering::Less => x.extract(to - 1, 0),
        std::cmp::Ordering::Equal => x,
    }
}
