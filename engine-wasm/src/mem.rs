//! Buffer allocation for the TypeScript side: 16-byte aligned blocks from the std allocator.

use std::alloc::{alloc, dealloc, Layout};

const ALIGN: usize = 16;

fn layout(size: usize) -> Layout {
    Layout::from_size_align(size.max(1), ALIGN).unwrap()
}

/// Allocates `size` bytes, 16-byte aligned. Returns 0 when out of memory.
#[no_mangle]
pub extern "C" fn dm_alloc(size: usize) -> *mut u8 {
    unsafe { alloc(layout(size)) }
}

/// Frees a block from `dm_alloc`; `size` must be the size it was allocated with.
#[no_mangle]
pub extern "C" fn dm_free(ptr: *mut u8, size: usize) {
    if !ptr.is_null() {
        unsafe { dealloc(ptr, layout(size)) }
    }
}

/// Scratch vector of i16 the kernels use internally (column tables and the like).
pub fn scratch_i16(len: usize) -> Vec<i16> {
    vec![0i16; len]
}
