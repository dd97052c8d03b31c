/**
 * Round axis ticks covering [min, max]: steps of 1, 2 or 5 times a power of ten, about `count` of them,
 * always including 0 when the range crosses it.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (min === max) {
    if (min === 0) return [0, 1];
    [min, max] = min > 0 ? [0, min] : [min, 0];
  }
  // A range too small to divide at these values' precision (rounding noise): one unit step around it.
  if (!(max - min > Math.max(1e-9, Math.max(Math.abs(min), Math.abs(max)) * 1e-9))) {
    const lo = Math.floor(min);
    const hi = Math.max(Math.ceil(max), lo + 1);
    return lo < 0 && hi > 0 ? [lo, 0, hi] : [lo, hi];
  }
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  let start = Math.floor(min / step) * step;
  let end = Math.ceil(max / step) * step;
  // min / step can underflow to 0 for values next to zero.
  if (start > min) start -= step;
  if (end < max) end += step;
  // Counted, not accumulated: `t += step` can stop moving when step is below the precision of t.
  const n = Math.round((end - start) / step);
  return Array.from({ length: n + 1 }, (_, i) => Math.round((start + i * step) / step) * step);
}
