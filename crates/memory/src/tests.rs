use super::*;

#[test]
fn accesses_are_checked_against_bounds_and_liveness() {
    let mut m = Memory::new(8);
    let a = m.allocate(8, 8, RegionKind::Heap, 0).unwrap();
    let b = m.allocate(4, 4, RegionKind::Stack, 0).unwrap();
    let (ab, bb) = (m.region(a).base, m.region(b).base);
    m.write_uint(ab + 4, 4, 0xdead_beef).unwrap();
    assert_eq!(m.read_uint(ab + 4, 4).unwrap(), 0xdead_beef);
    assert_eq!(
        m.check(ab + 6, 4),
        Err(Fault::OutOfBounds {
            region: a,
            offset: 6,
            len: 4,
            size: 8
        })
    );
    assert!(matches!(
        m.check(ab + 9, 1),
        Err(Fault::OutOfBounds { offset: 9, .. })
    ));
    assert_eq!(m.check(0, 1), Err(Fault::Null { addr: 0 }));
    m.kill(a, 7);
    assert_eq!(
        m.check(ab, 1),
        Err(Fault::UseAfterFree {
            region: a,
            offset: 0
        })
    );
    assert_eq!(m.check(bb, 4), Ok((b, 0)));
    assert!(bb >= ab + 8 + GAP);
}

#[test]
fn strings_copies_and_fills() {
    let mut m = Memory::new(4);
    let a = m.allocate(6, 1, RegionKind::Global, 0).unwrap();
    let base = m.region(a).base;
    assert!(base + 6 < 0xffff_0000);
    m.write(base, b"hello\0").unwrap();
    assert_eq!(m.read_c_string(base, None).unwrap(), b"hello");
    assert_eq!(m.read_c_string(base + 1, Some(2)).unwrap(), b"el");
    m.copy(base + 1, base, 4).unwrap();
    assert_eq!(m.read_c_string(base, None).unwrap(), b"hhell");
    m.fill(base, b'x', 5).unwrap();
    m.write(base + 5, b"y").unwrap();
    assert!(matches!(
        m.read_c_string(base, None),
        Err(Fault::OutOfBounds { .. })
    ));
    m.set_read_only(a);
    assert_eq!(m.write(base, b"z"), Err(Fault::ReadOnly { region: a }));
}

#[test]
fn accesses_just_before_a_region_are_its_underflow() {
    let mut m = Memory::new(8);
    let _a = m.allocate(100, 16, RegionKind::Global, 0).unwrap();
    let b = m.allocate(8, 16, RegionKind::Heap, 0).unwrap();
    let bb = m.region(b).base;
    assert_eq!(
        m.check(bb - 4, 4),
        Err(Fault::OutOfBounds {
            region: b,
            offset: -4,
            len: 4,
            size: 8
        })
    );
    let s = SymMemory::from_concrete(&m, 8);
    assert!(matches!(
        s.check(bb - 4, 4),
        Err(Fault::OutOfBounds { offset: -4, .. })
    ));
    assert_eq!(s.check(bb, 8), Ok((b, 0)));
}

#[test]
fn heap_reachable_only_through_globals_and_stack() {
    let mut m = Memory::new(8);
    let g = m.allocate(16, 8, RegionKind::Global, 0).unwrap();
    let a = m.allocate(8, 16, RegionKind::Heap, 0).unwrap();
    let b = m.allocate(8, 16, RegionKind::Heap, 0).unwrap();
    let c = m.allocate(8, 16, RegionKind::Heap, 0).unwrap();
    let (gb, ab, bb) = (m.region(g).base, m.region(a).base, m.region(b).base);
    m.write_uint(gb, 8, ab + 4).unwrap(); // an interior pointer keeps `a`
    m.write_uint(ab, 8, bb).unwrap(); // `a` keeps `b`
    assert_eq!(
        lost_heap(&m, 8),
        Lost {
            unreachable: vec![c],
            uncertain: false
        }
    );
    m.kill(c, 0);
    assert_eq!(lost_heap(&m, 8).unreachable, Vec::<RegionId>::new());
    let s = SymMemory::from_concrete(&m, 8);
    assert!(lost_heap(&s, 8).unreachable.is_empty());
}

#[test]
fn killing_a_shared_block_leaves_the_other_state_its_contents() {
    let mut m = Memory::new(8);
    let a = m.allocate(64, 16, RegionKind::Stack, 3).unwrap();
    let base = m.region(a).base;
    m.write_uint(base + 8, 4, 0x1234_5678).unwrap();
    let mut ctx = expr::Ctx::new();
    let mut one = SymMemory::from_concrete(&m, 8);
    let x = ctx.fresh_var("x", 8);
    one.region_mut(a)
        .write(&mut ctx, Offset::C(20), 1, SVal::S(x), 64);
    let mut other = one.clone();
    other.kill(a, 9);
    let dead = other.region(a);
    assert!(!dead.live);
    assert_eq!(
        (dead.freed_at, dead.site, dead.base, dead.size),
        (9, 3, base, 64)
    );
    assert!(!dead.is_symbolic());
    assert_eq!(
        other.check(base + 8, 4),
        Err(Fault::DeadLocal {
            region: a,
            offset: 8
        })
    );
    let kept = one.region(a);
    assert!(kept.live && kept.is_symbolic());
    assert_eq!(kept.concrete_word(8, 4), Some(0x1234_5678));
    // Not shared: killed in place.
    one.kill(a, 11);
    assert_eq!((one.region(a).live, one.region(a).freed_at), (false, 11));
}
