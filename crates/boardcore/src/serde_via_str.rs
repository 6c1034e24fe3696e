//! The [`serde_via_str!`](crate::serde_via_str) macro, shared by the game crates.

/// Implements `serde::Serialize` and `serde::Deserialize` for a type through its
/// notation: `Display` on the way out, `FromStr` on the way in, so that deserialising
/// goes through the same validation as parsing and cannot build an invalid position
/// or move.
///
/// The impls are compiled only when the *calling* crate's `serde` feature is on, and
/// that feature must enable `boardcore/serde` (as every game crate's does), which
/// gives the macro its path to `serde`.
///
/// ```ignore
/// // In a game crate with `serde = ["dep:serde", "boardcore/serde"]`:
/// boardcore::serde_via_str!(Position);
/// ```
#[macro_export]
macro_rules! serde_via_str {
    ($t:ty) => {
        #[cfg(feature = "serde")]
        impl $crate::__private::serde::Serialize for $t {
            fn serialize<S: $crate::__private::serde::Serializer>(
                &self,
                s: S,
            ) -> ::core::result::Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> $crate::__private::serde::Deserialize<'de> for $t {
            fn deserialize<D: $crate::__private::serde::Deserializer<'de>>(
                d: D,
            ) -> ::core::result::Result<Self, D::Error> {
                let s = <$crate::__private::Cow<'de, str> as $crate::__private::serde::Deserialize>::deserialize(d)?;
                s.parse().map_err(<D::Error as $crate::__private::serde::de::Error>::custom)
            }
        }
    };
}
