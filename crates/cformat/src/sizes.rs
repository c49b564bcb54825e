//! What a length modifier means under a data model, following glibc's `is_long`,
//! `is_long_double`, `is_short` and `is_char` bookkeeping.

use crate::spec::Length;
use crate::DataModel;

/// glibc's modifier flags for one specification.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct LenFlags {
    /// `is_long`: long integers, wide characters and strings.
    pub(crate) long: bool,
    /// `is_long_double`: long double, and long long on targets where long is 32 bits.
    pub(crate) long_double: bool,
    /// `is_short`.
    pub(crate) short: bool,
    /// `is_char`.
    pub(crate) char_: bool,
}

/// The flags glibc derives from `len`; `positional` selects `__parse_one_specmb`'s rules,
/// which (unlike the fast path) do not set `is_long` for `L`/`q`.
pub(crate) fn len_flags(len: Length, model: DataModel, positional: bool) -> LenFlags {
    let wider = |bytes: u32, than: u32| bytes > than;
    let mut f = LenFlags::default();
    match len {
        Length::None => {}
        Length::H => f.short = true,
        Length::Hh => f.char_ = true,
        Length::L => f.long = true,
        Length::Ll => {
            f.long = true;
            f.long_double = true;
        }
        Length::BigL => {
            f.long = !positional;
            f.long_double = true;
        }
        Length::J => {
            f.long_double = wider(8, model.long_bytes);
            f.long = wider(8, 4);
        }
        Length::SizeT => {
            f.long_double = wider(model.pointer_bytes, model.long_bytes);
            f.long = wider(model.pointer_bytes, 4);
        }
    }
    f
}

/// Size in bytes of the integer a `%d`-like or `%n` conversion uses.
pub(crate) fn int_size(f: LenFlags, model: DataModel) -> u32 {
    // glibc only honours is_long_double for integers when long is narrower than long long.
    if f.long_double && model.long_bytes < 8 {
        8
    } else if f.long {
        model.long_bytes
    } else if f.char_ {
        1
    } else if f.short {
        2
    } else {
        4
    }
}

/// Size of the argument actually passed for an integer of `size` bytes (char and short are promoted to int).
pub(crate) fn promoted(size: u32) -> u32 {
    size.max(4)
}

#[cfg(test)]
mod tests {
    use super::*;

    const LP64: DataModel = DataModel {
        long_bytes: 8,
        pointer_bytes: 8,
    };
    const ILP32: DataModel = DataModel {
        long_bytes: 4,
        pointer_bytes: 4,
    };

    fn size(len: Length, model: DataModel, positional: bool) -> u32 {
        int_size(len_flags(len, model, positional), model)
    }

    #[test]
    fn sizes_per_model() {
        assert_eq!(size(Length::L, LP64, false), 8);
        assert_eq!(size(Length::L, ILP32, false), 4);
        assert_eq!(size(Length::Ll, ILP32, false), 8);
        assert_eq!(size(Length::J, ILP32, false), 8);
        assert_eq!(size(Length::SizeT, ILP32, false), 4);
        assert_eq!(size(Length::SizeT, LP64, false), 8);
        assert_eq!(size(Length::BigL, LP64, false), 8);
        assert_eq!(size(Length::BigL, LP64, true), 4);
        assert_eq!(size(Length::BigL, ILP32, true), 8);
        assert_eq!(size(Length::Hh, LP64, false), 1);
        assert_eq!(size(Length::H, LP64, false), 2);
        assert!(len_flags(Length::J, ILP32, false).long_double);
        assert!(!len_flags(Length::J, LP64, false).long_double);
    }
}
