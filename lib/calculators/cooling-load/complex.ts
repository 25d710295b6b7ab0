// The few complex-number operations the periodic conduction model needs.

export interface Complex {
  re: number;
  im: number;
}

export const c = (re: number, im = 0): Complex => ({ re, im });
export const add = (a: Complex, b: Complex): Complex => c(a.re + b.re, a.im + b.im);
export const mul = (a: Complex, b: Complex): Complex =>
  c(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
export const div = (a: Complex, b: Complex): Complex => {
  const d = b.re * b.re + b.im * b.im;
  return c((a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d);
};
export const neg = (a: Complex): Complex => c(-a.re, -a.im);
/** cosh and sinh of (1 + i)·x, the argument a layer's wave number gives. */
export const coshSinh = (x: number) => ({
  cosh: c(Math.cosh(x) * Math.cos(x), Math.sinh(x) * Math.sin(x)),
  sinh: c(Math.sinh(x) * Math.cos(x), Math.cosh(x) * Math.sin(x)),
});

/** 2 × 2 complex matrix, row by row. */
export type Matrix = [Complex, Complex, Complex, Complex];
export const matMul = (a: Matrix, b: Matrix): Matrix => [
  add(mul(a[0], b[0]), mul(a[1], b[2])),
  add(mul(a[0], b[1]), mul(a[1], b[3])),
  add(mul(a[2], b[0]), mul(a[3], b[2])),
  add(mul(a[2], b[1]), mul(a[3], b[3])),
];
