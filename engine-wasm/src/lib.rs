//! Designmaker image engine. Every export is a raw `extern "C"` function working on buffers that
//! the TypeScript side (`libs/engine`) allocates here with `dm_alloc` and frees with `dm_free`.
//! No external crates; simd128 kernels with fixed-point integer maths.

mod mem;
mod simd;
mod grade;

pub use mem::{dm_alloc, dm_free};
pub use grade::dm_grade;
