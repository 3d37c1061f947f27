//! Hit-testing index: a uniform grid whose cells list the elements overlapping them, each list
//! kept sorted by (layer, id) ascending and read from the top-most end, so a point query stops
//! at the first exact hit (and loading elements in layer order appends in O(1)). Exact tests for rotated boxes; optional alpha masks make clicks on transparent
//! pixels of cut-out images pass through to what lies below. Updates move one element between
//! cells (incremental), no rebuild.

struct Elem {
    cx: f64,
    cy: f64,
    hw: f64,
    hh: f64,
    cos: f64,
    sin: f64,
    layer: i32,
    alive: bool,
    cells: [usize; 4],
    mask: Option<(Vec<u8>, usize, usize)>,
}

pub struct Index {
    minx: f64,
    miny: f64,
    cell: f64,
    gw: usize,
    gh: usize,
    grid: Vec<Vec<u32>>,
    elems: Vec<Elem>,
    stamp: Vec<u32>,
    query: u32,
}

impl Elem {
    /// The element-local coordinates of a point if it is inside the box.
    #[inline(always)]
    fn local(&self, x: f64, y: f64) -> Option<(f64, f64)> {
        let dx = x - self.cx;
        let dy = y - self.cy;
        let u = dx * self.cos + dy * self.sin;
        let v = dy * self.cos - dx * self.sin;
        if u.abs() <= self.hw && v.abs() <= self.hh {
            Some((u, v))
        } else {
            None
        }
    }

    fn hit(&self, x: f64, y: f64) -> bool {
        match self.local(x, y) {
            None => false,
            Some((u, v)) => match &self.mask {
                None => true,
                Some((m, mw, mh)) => {
                    let mx = (((u + self.hw) / (2.0 * self.hw)) * *mw as f64) as usize;
                    let my = (((v + self.hh) / (2.0 * self.hh)) * *mh as f64) as usize;
                    m[my.min(mh - 1) * mw + mx.min(mw - 1)] > 0
                }
            },
        }
    }

    fn extent(&self) -> (f64, f64) {
        (self.cos.abs() * self.hw + self.sin.abs() * self.hh, self.sin.abs() * self.hw + self.cos.abs() * self.hh)
    }

    /// Separating-axis overlap with an axis-aligned rectangle (centre, half sizes).
    fn overlaps(&self, rx: f64, ry: f64, rw: f64, rh: f64) -> bool {
        let (ex, ey) = self.extent();
        let dx = rx - self.cx;
        let dy = ry - self.cy;
        if dx.abs() > ex + rw || dy.abs() > ey + rh {
            return false;
        }
        let (c, s) = (self.cos.abs(), self.sin.abs());
        let u = dx * self.cos + dy * self.sin;
        let v = dy * self.cos - dx * self.sin;
        u.abs() <= self.hw + rw * c + rh * s && v.abs() <= self.hh + rw * s + rh * c
    }

    fn inside(&self, x0: f64, y0: f64, x1: f64, y1: f64) -> bool {
        let (ex, ey) = self.extent();
        self.cx - ex >= x0 && self.cx + ex <= x1 && self.cy - ey >= y0 && self.cy + ey <= y1
    }
}

impl Index {
    fn cell_of(&self, x: f64, y: f64) -> (usize, usize) {
        let cx = ((x - self.minx) / self.cell).floor().max(0.0) as usize;
        let cy = ((y - self.miny) / self.cell).floor().max(0.0) as usize;
        (cx.min(self.gw - 1), cy.min(self.gh - 1))
    }

    fn key(&self, id: u32) -> (i32, u32) {
        (self.elems[id as usize].layer, id)
    }

    fn unlink(&mut self, id: u32) {
        let [x0, y0, x1, y1] = self.elems[id as usize].cells;
        for cy in y0..=y1 {
            for cx in x0..=x1 {
                let list = &mut self.grid[cy * self.gw + cx];
                if let Some(p) = list.iter().rposition(|&e| e == id) {
                    list.remove(p);
                }
            }
        }
    }

    fn link(&mut self, id: u32) {
        let e = &self.elems[id as usize];
        let (ex, ey) = e.extent();
        let (x0, y0) = self.cell_of(e.cx - ex, e.cy - ey);
        let (x1, y1) = self.cell_of(e.cx + ex, e.cy + ey);
        self.elems[id as usize].cells = [x0, y0, x1, y1];
        let k = self.key(id);
        for cy in y0..=y1 {
            for cx in x0..=x1 {
                let mut list = core::mem::take(&mut self.grid[cy * self.gw + cx]);
                let p = list.partition_point(|&o| self.key(o) < k);
                list.insert(p, id);
                self.grid[cy * self.gw + cx] = list;
            }
        }
    }
}

#[no_mangle]
pub extern "C" fn dm_hit_new(minx: f64, miny: f64, maxx: f64, maxy: f64, cell: f64) -> *mut Index {
    let cell = cell.max(1.0);
    let gw = (((maxx - minx) / cell).ceil() as usize).clamp(1, 4096);
    let gh = (((maxy - miny) / cell).ceil() as usize).clamp(1, 4096);
    let cell = cell.max((maxx - minx) / gw as f64).max((maxy - miny) / gh as f64);
    Box::into_raw(Box::new(Index {
        minx, miny, cell, gw, gh, grid: vec![Vec::new(); gw * gh], elems: Vec::new(), stamp: Vec::new(), query: 0,
    }))
}

#[no_mangle]
pub unsafe extern "C" fn dm_hit_free(ix: *mut Index) {
    drop(Box::from_raw(ix));
}

/// Bulk load into an empty index: elements 0..n, each as 7 f64 (centre x, y, half sizes, cos,
/// sin of the rotation, layer). Counts the cells first so every cell list is allocated once at
/// its final size, then appends in (layer, id) order so the lists come out sorted.
#[no_mangle]
pub unsafe extern "C" fn dm_hit_load(ix: *mut Index, data: *const f64, n: u32) {
    let ix = &mut *ix;
    let n = n as usize;
    let d = core::slice::from_raw_parts(data, n * 7);
    ix.elems.clear();
    ix.elems.reserve(n);
    ix.stamp = vec![0; n];
    let mut count = vec![0u32; ix.gw * ix.gh];
    for i in 0..n {
        let v = &d[i * 7..i * 7 + 7];
        let mut e = Elem {
            cx: v[0], cy: v[1], hw: v[2].abs(), hh: v[3].abs(), cos: v[4], sin: v[5], layer: v[6] as i32,
            alive: true, cells: [0; 4], mask: None,
        };
        let (ex, ey) = e.extent();
        let (x0, y0) = ix.cell_of(e.cx - ex, e.cy - ey);
        let (x1, y1) = ix.cell_of(e.cx + ex, e.cy + ey);
        e.cells = [x0, y0, x1, y1];
        for cy in y0..=y1 {
            for cx in x0..=x1 {
                count[cy * ix.gw + cx] += 1;
            }
        }
        ix.elems.push(e);
    }
    for (c, list) in ix.grid.iter_mut().enumerate() {
        *list = Vec::with_capacity(count[c] as usize);
    }
    let mut order: Vec<u32> = (0..n as u32).collect();
    if !ix.elems.windows(2).all(|w| w[0].layer <= w[1].layer) {
        let elems = &ix.elems;
        order.sort_unstable_by_key(|&id| (elems[id as usize].layer, id));
    }
    for &id in &order {
        let [x0, y0, x1, y1] = ix.elems[id as usize].cells;
        for cy in y0..=y1 {
            for cx in x0..=x1 {
                ix.grid[cy * ix.gw + cx].push(id);
            }
        }
    }
}

/// Inserts or moves element `id` (centre, half sizes, rotation in radians, layer index).
#[no_mangle]
pub unsafe extern "C" fn dm_hit_set(ix: *mut Index, id: u32, cx: f64, cy: f64, hw: f64, hh: f64, angle: f64, layer: i32) {
    let ix = &mut *ix;
    let i = id as usize;
    while ix.elems.len() <= i {
        ix.elems.push(Elem {
            cx: 0.0, cy: 0.0, hw: 0.0, hh: 0.0, cos: 1.0, sin: 0.0, layer: 0, alive: false, cells: [0; 4], mask: None,
        });
        ix.stamp.push(0);
    }
    if ix.elems[i].alive {
        ix.unlink(id);
    }
    let e = &mut ix.elems[i];
    e.cx = cx;
    e.cy = cy;
    e.hw = hw.abs();
    e.hh = hh.abs();
    e.cos = angle.cos();
    e.sin = angle.sin();
    e.layer = layer;
    e.alive = true;
    ix.link(id);
}

#[no_mangle]
pub unsafe extern "C" fn dm_hit_remove(ix: *mut Index, id: u32) {
    let ix = &mut *ix;
    if (id as usize) < ix.elems.len() && ix.elems[id as usize].alive {
        ix.unlink(id);
        ix.elems[id as usize].alive = false;
        ix.elems[id as usize].mask = None;
    }
}

/// Copies an alpha mask (mw x mh bytes, 0 = transparent) for pixel-exact hits; mw 0 clears it.
#[no_mangle]
pub unsafe extern "C" fn dm_hit_mask(ix: *mut Index, id: u32, alpha: *const u8, mw: u32, mh: u32) {
    let ix = &mut *ix;
    if let Some(e) = ix.elems.get_mut(id as usize) {
        e.mask = if mw == 0 || mh == 0 {
            None
        } else {
            Some((core::slice::from_raw_parts(alpha, (mw * mh) as usize).to_vec(), mw as usize, mh as usize))
        };
    }
}

/// The top-most element under the point, or -1.
#[no_mangle]
pub unsafe extern "C" fn dm_hit_point(ix: *const Index, x: f64, y: f64) -> i32 {
    let ix = &*ix;
    let (cx, cy) = ix.cell_of(x, y);
    for &id in ix.grid[cy * ix.gw + cx].iter().rev() {
        if ix.elems[id as usize].hit(x, y) {
            return id as i32;
        }
    }
    -1
}

/// Point queries in bulk: `xy` holds n (x, y) pairs; results (id or -1) go to `out`.
#[no_mangle]
pub unsafe extern "C" fn dm_hit_points(ix: *const Index, xy: *const f64, n: u32, out: *mut i32) {
    for i in 0..n as usize {
        *out.add(i) = dm_hit_point(ix, *xy.add(2 * i), *xy.add(2 * i + 1));
    }
}

/// Elements touching (mode 0) or entirely inside (mode 1) the rectangle; writes up to `cap` ids
/// to `out` and returns how many matched.
#[no_mangle]
pub unsafe extern "C" fn dm_hit_rect(ix: *mut Index, x0: f64, y0: f64, x1: f64, y1: f64, mode: u32, out: *mut u32, cap: u32) -> u32 {
    let ix = &mut *ix;
    ix.query = ix.query.wrapping_add(1);
    if ix.query == 0 {
        ix.stamp.iter_mut().for_each(|s| *s = 0);
        ix.query = 1;
    }
    let (rx, ry, rw, rh) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0, (x1 - x0).abs() / 2.0, (y1 - y0).abs() / 2.0);
    let (gx0, gy0) = ix.cell_of(rx - rw, ry - rh);
    let (gx1, gy1) = ix.cell_of(rx + rw, ry + rh);
    let mut n = 0u32;
    for cy in gy0..=gy1 {
        for cx in gx0..=gx1 {
            for &id in &ix.grid[cy * ix.gw + cx] {
                if ix.stamp[id as usize] == ix.query {
                    continue;
                }
                ix.stamp[id as usize] = ix.query;
                let e = &ix.elems[id as usize];
                let ok = if mode == 1 { e.inside(rx - rw, ry - rh, rx + rw, ry + rh) } else { e.overlaps(rx, ry, rw, rh) };
                if ok {
                    if n < cap {
                        *out.add(n as usize) = id;
                    }
                    n += 1;
                }
            }
        }
    }
    n
}
