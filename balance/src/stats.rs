//! The statistics behind the report: intervals, tests and summaries of samples.
//!
//! * Proportions get Wilson score intervals at 95% (`z = 1.96`), which stay inside
//!   `[0, 1]` and behave for rates near 0 or 1 and for small samples.
//! * Two proportions are compared with the pooled two-proportion z-test, two means with
//!   Welch's test (normal approximation, fine for the hundreds of games a variant gets).
//! * Many comparisons at once are corrected with Holm's step-down method, which keeps
//!   the chance of any false "differs" at 5% over the whole family.
//! * Whether wins are spread evenly over the seats is Pearson's χ² goodness-of-fit test.

use serde::{Deserialize, Serialize};

/// The normal quantile for a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// An estimate with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Interval {
    pub estimate: f64,
    pub low: f64,
    pub high: f64,
}

impl Interval {
    /// Whether the two intervals share no point.
    pub fn disjoint(&self, other: &Interval) -> bool {
        self.high < other.low || other.high < self.low
    }
}

/// The Wilson score interval (95%) of a proportion: `successes` out of `n` (successes
/// may be fractional, as a score with draws counted half is). An empty sample gives
/// the whole range `[0, 1]` around 0.
pub fn wilson(successes: f64, n: usize) -> Interval {
    if n == 0 {
        return Interval {
            estimate: 0.0,
            low: 0.0,
            high: 1.0,
        };
    }
    let n = n as f64;
    let p = (successes / n).clamp(0.0, 1.0);
    let z2 = Z95 * Z95;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    Interval {
        estimate: p,
        low: (centre - half).max(0.0),
        high: (centre + half).min(1.0),
    }
}

/// The standard normal distribution function.
pub fn normal_cdf(x: f64) -> f64 {
    0.5 * erfc(-x / std::f64::consts::SQRT_2)
}

/// The complementary error function (Numerical Recipes' `erfcc`, relative error below
/// 1.2e-7 everywhere).
fn erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98
                                + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let r = t * poly.exp();
    if x >= 0.0 {
        r
    } else {
        2.0 - r
    }
}

/// Two-sided p-value of the pooled two-proportion z-test: is `x1/n1` different from
/// `x2/n2`? 1 when either sample is empty or both rates are 0 or both are 1.
pub fn two_proportion_p(x1: f64, n1: usize, x2: f64, n2: usize) -> f64 {
    if n1 == 0 || n2 == 0 {
        return 1.0;
    }
    let (n1, n2) = (n1 as f64, n2 as f64);
    let pooled = (x1 + x2) / (n1 + n2);
    let se = (pooled * (1.0 - pooled) * (1.0 / n1 + 1.0 / n2)).sqrt();
    if se == 0.0 {
        return 1.0;
    }
    let z = (x1 / n1 - x2 / n2) / se;
    2.0 * (1.0 - normal_cdf(z.abs()))
}

/// Two-sided p-value of Welch's test for two means (normal approximation).
pub fn welch_p(a: &Spread, b: &Spread) -> f64 {
    if a.n < 2 || b.n < 2 {
        return 1.0;
    }
    let se = (a.sd * a.sd / a.n as f64 + b.sd * b.sd / b.n as f64).sqrt();
    if se == 0.0 {
        return if a.mean == b.mean { 1.0 } else { 0.0 };
    }
    let z = (a.mean - b.mean) / se;
    2.0 * (1.0 - normal_cdf(z.abs()))
}

/// Holm's step-down adjustment of a family of p-values (in the same order): each
/// adjusted value can be compared with 0.05 directly.
pub fn holm(p: &[f64]) -> Vec<f64> {
    let m = p.len();
    let mut order: Vec<usize> = (0..m).collect();
    order.sort_by(|&a, &b| p[a].total_cmp(&p[b]));
    let mut adjusted = vec![0.0; m];
    let mut running = 0.0f64;
    for (rank, &i) in order.iter().enumerate() {
        running = running.max(((m - rank) as f64 * p[i]).min(1.0));
        adjusted[i] = running;
    }
    adjusted
}

/// The p-value of Pearson's χ² test that `counts` come from equal shares (at least two
/// categories; 1 when there is nothing to test).
pub fn equal_shares_p(counts: &[usize]) -> f64 {
    let k = counts.len();
    let total: usize = counts.iter().sum();
    if k < 2 || total == 0 {
        return 1.0;
    }
    let expected = total as f64 / k as f64;
    let chi2: f64 = counts
        .iter()
        .map(|&c| (c as f64 - expected).powi(2) / expected)
        .sum();
    chi2_survival(chi2, (k - 1) as f64)
}

/// `P(X > x)` for a χ² variable with `df` degrees of freedom.
pub fn chi2_survival(x: f64, df: f64) -> f64 {
    if x <= 0.0 {
        return 1.0;
    }
    1.0 - lower_gamma_ratio(df / 2.0, x / 2.0)
}

/// The regularised lower incomplete gamma function `P(a, x)` (series below `a + 1`,
/// continued fraction above; Numerical Recipes' `gammp`).
fn lower_gamma_ratio(a: f64, x: f64) -> f64 {
    let ln_prefix = a * x.ln() - x - ln_gamma(a);
    if x < a + 1.0 {
        let (mut sum, mut term, mut ap) = (1.0 / a, 1.0 / a, a);
        for _ in 0..1000 {
            ap += 1.0;
            term *= x / ap;
            sum += term;
            if term.abs() < sum.abs() * 1e-15 {
                break;
            }
        }
        (sum.ln() + ln_prefix).exp().min(1.0)
    } else {
        let tiny = 1e-300;
        let mut b = x + 1.0 - a;
        let mut c = 1.0 / tiny;
        let mut d = 1.0 / b;
        let mut h = d;
        for i in 1..1000 {
            let an = -(i as f64) * (i as f64 - a);
            b += 2.0;
            d = an * d + b;
            if d.abs() < tiny {
                d = tiny;
            }
            c = b + an / c;
            if c.abs() < tiny {
                c = tiny;
            }
            d = 1.0 / d;
            let delta = d * c;
            h *= delta;
            if (delta - 1.0).abs() < 1e-15 {
                break;
            }
        }
        (1.0 - (ln_prefix.exp() * h)).max(0.0)
    }
}

/// `ln Γ(x)` for `x > 0` (Lanczos, g = 7).
fn ln_gamma(x: f64) -> f64 {
    const G: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    if x < 0.5 {
        let pi = std::f64::consts::PI;
        return (pi / (pi * x).sin()).ln() - ln_gamma(1.0 - x);
    }
    let x = x - 1.0;
    let mut a = G[0];
    let t = x + 7.5;
    for (i, g) in G.iter().enumerate().skip(1) {
        a += g / (x + i as f64);
    }
    0.5 * (2.0 * std::f64::consts::PI).ln() + (x + 0.5) * t.ln() - t + a.ln()
}

/// A sample of numbers summed up: count, mean, standard deviation (n − 1), quartiles
/// (nearest rank), extremes, and the 95% interval of the mean (normal approximation).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Spread {
    pub n: usize,
    pub mean: f64,
    pub sd: f64,
    pub min: f64,
    pub q1: f64,
    pub median: f64,
    pub q3: f64,
    pub max: f64,
    pub mean_low: f64,
    pub mean_high: f64,
}

impl Spread {
    pub fn of(values: &[f64]) -> Spread {
        let n = values.len();
        if n == 0 {
            return Spread::default();
        }
        let mean = values.iter().sum::<f64>() / n as f64;
        let sd = if n > 1 {
            (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1) as f64).sqrt()
        } else {
            0.0
        };
        let mut sorted = values.to_vec();
        sorted.sort_by(f64::total_cmp);
        let rank = |q: f64| sorted[((q * n as f64).ceil() as usize).clamp(1, n) - 1];
        let half = Z95 * sd / (n as f64).sqrt();
        Spread {
            n,
            mean,
            sd,
            min: sorted[0],
            q1: rank(0.25),
            median: rank(0.5),
            q3: rank(0.75),
            max: sorted[n - 1],
            mean_low: mean - half,
            mean_high: mean + half,
        }
    }

    pub fn interval(&self) -> Interval {
        Interval {
            estimate: self.mean,
            low: self.mean_low,
            high: self.mean_high,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() < tol
    }

    #[test]
    fn wilson_intervals_match_published_values() {
        let i = wilson(5.0, 10);
        assert!(
            close(i.low, 0.2366, 1e-4) && close(i.high, 0.7634, 1e-4),
            "{i:?}"
        );
        let i = wilson(0.0, 10);
        assert!(i.low == 0.0 && close(i.high, 0.2775, 1e-4), "{i:?}");
        let i = wilson(81.0, 263);
        assert!(
            close(i.low, 0.2553, 1e-3) && close(i.high, 0.3662, 1e-3),
            "{i:?}"
        );
        assert_eq!(wilson(0.0, 0).high, 1.0);
    }

    #[test]
    fn normal_and_chi_square_tails() {
        assert!(close(normal_cdf(1.959_964), 0.975, 1e-6));
        assert!(close(normal_cdf(0.0), 0.5, 1e-7));
        assert!(close(normal_cdf(-1.0), 0.158_655, 1e-6));
        assert!(close(chi2_survival(3.841_459, 1.0), 0.05, 1e-5));
        assert!(close(chi2_survival(5.991_465, 2.0), 0.05, 1e-5));
        assert!(close(chi2_survival(11.070_5, 5.0), 0.05, 1e-5));
        assert!(close(chi2_survival(1.0, 4.0), 0.909_796, 1e-5));
        assert_eq!(equal_shares_p(&[10, 10, 10]), 1.0);
    }

    #[test]
    fn tests_of_two_samples() {
        // 60/100 against 40/100: z = 2.828.
        assert!(close(
            two_proportion_p(60.0, 100, 40.0, 100),
            0.004_678,
            1e-5
        ));
        assert_eq!(two_proportion_p(0.0, 10, 0.0, 10), 1.0);
        let a = Spread::of(&[1.0, 2.0, 3.0, 4.0]);
        assert!(close(a.sd, 1.290_994, 1e-6));
        assert!(close(welch_p(&a, &a), 1.0, 1e-6));
        let b = Spread::of(&[11.0, 12.0, 13.0, 14.0]);
        assert!(welch_p(&a, &b) < 1e-6);
    }

    #[test]
    fn holm_corrects_in_steps() {
        let q = holm(&[0.01, 0.04, 0.03]);
        assert!(close(q[0], 0.03, 1e-12) && close(q[1], 0.06, 1e-12) && close(q[2], 0.06, 1e-12));
        assert_eq!(holm(&[0.5, 0.9]), vec![1.0, 1.0]);
    }
}
