//! Designmaker image engine. Every export is a raw `extern "C"` function working on buffers that
//! the TypeScript side (`libs/engine`) allocates here with `dm_alloc` and frees with `dm_free`.
//! No external crates; simd128 kernels with fixed-point integer maths where results must match
//! the TypeScript references exactly.

mod blur;
mod boxes;
mod gauss;
mod grade;
mod hit;
mod matte;
mod mem;
mod pixels;
mod recolor;
mod shadow;
mod warp;

pub use blur::dm_blur;
pub use grade::dm_grade;
pub use mem::{dm_alloc, dm_free};
pub use shadow::dm_drop_shadow;
