#!/usr/bin/env bash
# Builds engine-wasm (Rust, no external crates) into libs/engine/wasm/engine.wasm.
# Toolchain: the machine's rustc when it has the wasm32-unknown-unknown target, else Debian's
# rustc/cargo/libstd-rust-dev-wasm32/lld (installed with apt-get when missing and running as root).
# Idempotent: skips the build when engine.wasm is newer than every source file.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CRATE="$ROOT/engine-wasm"
OUT_DIR="$ROOT/libs/engine/wasm"
OUT="$OUT_DIR/engine.wasm"
TARGET=wasm32-unknown-unknown

up_to_date() {
  [ -f "$OUT" ] || return 1
  local newer
  newer="$(find "$CRATE/src" "$CRATE/Cargo.toml" "$CRATE/.cargo" -type f -newer "$OUT" 2>/dev/null | head -n 1)"
  [ -z "$newer" ]
}

if up_to_date && [ "${FORCE:-0}" != "1" ]; then
  echo "build-wasm: $OUT is up to date"
  exit 0
fi

# A rustc "has the target" when its target libdir for wasm32 holds libcore.
has_wasm_target() {
  local rustc="$1" dir
  command -v "$rustc" >/dev/null 2>&1 || return 1
  dir="$("$rustc" --print target-libdir --target "$TARGET" 2>/dev/null)" || return 1
  [ -d "$dir" ] && ls "$dir"/libcore-*.rlib >/dev/null 2>&1
}

pick_toolchain() {
  if has_wasm_target rustc && command -v cargo >/dev/null 2>&1; then
    RUSTC_BIN="$(command -v rustc)"; CARGO_BIN="$(command -v cargo)"; return 0
  fi
  if has_wasm_target /usr/bin/rustc && [ -x /usr/bin/cargo ]; then
    RUSTC_BIN=/usr/bin/rustc; CARGO_BIN=/usr/bin/cargo; return 0
  fi
  return 1
}

if ! pick_toolchain; then
  DEBIAN_PKGS="rustc cargo libstd-rust-dev-wasm32 lld"
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "build-wasm: no Rust with the $TARGET target; installing Debian packages: $DEBIAN_PKGS"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y --no-install-recommends $DEBIAN_PKGS binaryen >/dev/null 2>&1 || {
      apt-get update >/dev/null && apt-get install -y --no-install-recommends $DEBIAN_PKGS >/dev/null
      apt-get install -y --no-install-recommends binaryen >/dev/null 2>&1 || true
    }
  fi
  if ! pick_toolchain; then
    cat >&2 <<MSG
build-wasm: cannot build engine-wasm: no Rust compiler with the $TARGET target.
Install one of:
  - Debian/Ubuntu (as root): apt-get install -y rustc cargo libstd-rust-dev-wasm32 lld
  - rustup: rustup target add $TARGET
Optional, for a smaller and faster module: apt-get install -y binaryen (wasm-opt).
MSG
    exit 1
  fi
fi

echo "build-wasm: building with $RUSTC_BIN"
( cd "$CRATE" && RUSTC="$RUSTC_BIN" "$CARGO_BIN" build --quiet --release --target "$TARGET" )

BUILT="$CRATE/target/$TARGET/release/dm_engine.wasm"
mkdir -p "$OUT_DIR"
TMP="$OUT.tmp"
if command -v wasm-opt >/dev/null 2>&1; then
  wasm-opt -O3 --enable-simd --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
    --enable-nontrapping-float-to-int --strip-debug "$BUILT" -o "$TMP"
else
  echo "build-wasm: wasm-opt not found (apt-get install binaryen); using cargo's output as is"
  cp "$BUILT" "$TMP"
fi
mv "$TMP" "$OUT"
echo "build-wasm: wrote $OUT ($(wc -c <"$OUT") bytes)"
