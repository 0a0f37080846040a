//! The report's plots, drawn by `plotters` as SVG text to put inline in the page.

use cubist_core::picture::escape;
use plotters::coord::Shift;
use plotters::prelude::*;

use crate::stats::Interval;

type Area<'a> = DrawingArea<SVGBackend<'a>, Shift>;
type DrawResult = Result<(), Box<dyn std::error::Error>>;

const WIDTH: u32 = 560;
const HEIGHT: u32 = 320;
const FONT: &str = "sans-serif";

/// Draw on a fresh SVG of the standard size; a drawing error becomes a short SVG
/// saying so (a plot never stops a report).
fn svg(draw: impl FnOnce(&Area) -> DrawResult) -> String {
    svg_sized(WIDTH, HEIGHT, draw)
}

fn svg_sized(width: u32, height: u32, draw: impl FnOnce(&Area) -> DrawResult) -> String {
    let mut text = String::new();
    let result = {
        let root = SVGBackend::with_string(&mut text, (width, height)).into_drawing_area();
        root.fill(&WHITE)
            .map_err(|e| e.to_string())
            .and_then(|_| draw(&root).map_err(|e| e.to_string()))
            .and_then(|_| root.present().map_err(|e| e.to_string()))
    };
    match result {
        Ok(()) => text,
        Err(e) => format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"40\"><text x=\"4\" y=\"20\">plot failed: {}</text></svg>",
            escape(&e)
        ),
    }
}

fn colour(i: usize) -> RGBColor {
    const COLOURS: [RGBColor; 8] = [
        RGBColor(31, 119, 180),
        RGBColor(255, 127, 14),
        RGBColor(44, 160, 44),
        RGBColor(214, 39, 40),
        RGBColor(148, 103, 189),
        RGBColor(140, 86, 75),
        RGBColor(227, 119, 194),
        RGBColor(127, 127, 127),
    ];
    COLOURS[i % COLOURS.len()]
}

/// The label of a category axis at position `x` (categories sit at 0, 1, …).
fn category(labels: &[String], x: f64) -> String {
    let i = x.round();
    if (x - i).abs() < 1e-6 && i >= 0.0 && (i as usize) < labels.len() {
        labels[i as usize].clone()
    } else {
        String::new()
    }
}

/// Bars with 95% intervals, one per category (a seat, a variant), with a dashed line at
/// `reference` (a fair share) when given.
pub fn bars(
    title: &str,
    labels: &[String],
    values: &[Interval],
    y_desc: &str,
    reference: Option<f64>,
) -> String {
    svg(|root| {
        let n = labels.len().max(1) as f64;
        let top = values
            .iter()
            .map(|i| i.high)
            .fold(reference.unwrap_or(0.0), f64::max)
            .max(0.05)
            * 1.1;
        let mut chart = ChartBuilder::on(root)
            .caption(title, (FONT, 16))
            .margin(8)
            .x_label_area_size(36)
            .y_label_area_size(48)
            .build_cartesian_2d(-0.6..n - 0.4, 0.0..top)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(labels.len() * 2 + 1)
            .x_label_formatter(&|x| category(labels, *x))
            .y_desc(y_desc)
            .draw()?;
        chart.draw_series(values.iter().enumerate().map(|(i, v)| {
            let x = i as f64;
            Rectangle::new(
                [(x - 0.3, 0.0), (x + 0.3, v.estimate)],
                colour(i).mix(0.7).filled(),
            )
        }))?;
        chart.draw_series(values.iter().enumerate().map(|(i, v)| {
            ErrorBar::new_vertical(
                i as f64,
                v.low,
                v.estimate,
                v.high,
                BLACK.stroke_width(1),
                8,
            )
        }))?;
        if let Some(r) = reference {
            chart.draw_series(DashedLineSeries::new(
                vec![(-0.6, r), (n - 0.4, r)],
                4,
                4,
                BLACK.mix(0.6).stroke_width(1),
            ))?;
        }
        Ok(())
    })
}

/// A histogram of whole numbers (game lengths), in at most `max_bins` equal bins.
pub fn histogram(title: &str, values: &[usize], x_desc: &str, max_bins: usize) -> String {
    svg(|root| {
        let (lo, hi) = match (values.iter().min(), values.iter().max()) {
            (Some(&a), Some(&b)) => (a, b),
            _ => (0, 1),
        };
        let width = (hi - lo + 1).div_ceil(max_bins.max(1)).max(1);
        let bins = (hi - lo) / width + 1;
        let mut counts = vec![0usize; bins];
        for &v in values {
            counts[(v - lo) / width] += 1;
        }
        let top = counts.iter().copied().max().unwrap_or(1).max(1) as f64 * 1.1;
        let x0 = lo as f64;
        let x1 = (lo + bins * width) as f64;
        let mut chart = ChartBuilder::on(root)
            .caption(title, (FONT, 16))
            .margin(8)
            .x_label_area_size(36)
            .y_label_area_size(48)
            .build_cartesian_2d(x0..x1, 0.0..top)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_desc(x_desc)
            .y_desc("games")
            .y_labels((top as usize).clamp(2, 10))
            .x_label_formatter(&|x| format!("{x:.0}"))
            .y_label_formatter(&|y| format!("{y:.0}"))
            .draw()?;
        chart.draw_series(counts.iter().enumerate().map(|(i, &c)| {
            let a = (lo + i * width) as f64;
            Rectangle::new(
                [(a, 0.0), (a + width as f64, c as f64)],
                colour(0).mix(0.7).filled(),
            )
        }))?;
        Ok(())
    })
}

/// Lines, one per named series of `(x, y)` points, with a legend.
pub fn lines(
    title: &str,
    series: &[(String, Vec<(f64, f64)>)],
    x_desc: &str,
    y_desc: &str,
    y_range: Option<(f64, f64)>,
) -> String {
    svg(|root| {
        let points = series.iter().flat_map(|(_, p)| p.iter());
        let (mut x0, mut x1, mut y0, mut y1) = (f64::MAX, f64::MIN, f64::MAX, f64::MIN);
        for &(x, y) in points {
            x0 = x0.min(x);
            x1 = x1.max(x);
            y0 = y0.min(y);
            y1 = y1.max(y);
        }
        if x0 > x1 {
            (x0, x1, y0, y1) = (0.0, 1.0, 0.0, 1.0);
        }
        if let Some((a, b)) = y_range {
            (y0, y1) = (a, b);
        } else {
            y0 = y0.min(0.0);
            y1 = if y1 > y0 { y1 * 1.1 } else { y0 + 1.0 };
        }
        if x1 <= x0 {
            x1 = x0 + 1.0;
        }
        let mut chart = ChartBuilder::on(root)
            .caption(title, (FONT, 16))
            .margin(8)
            .x_label_area_size(36)
            .y_label_area_size(48)
            .build_cartesian_2d(x0..x1, y0..y1)?;
        chart
            .configure_mesh()
            .x_desc(x_desc)
            .y_desc(y_desc)
            .draw()?;
        for (i, (name, p)) in series.iter().enumerate() {
            let c = colour(i);
            chart
                .draw_series(LineSeries::new(p.iter().copied(), c.stroke_width(2)))?
                .label(name.as_str())
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 16, y)], c.stroke_width(2))
                });
        }
        if series.len() > 1 || series.iter().any(|(n, _)| !n.is_empty()) {
            chart
                .configure_series_labels()
                .position(SeriesLabelPosition::UpperRight)
                .background_style(WHITE.mix(0.85))
                .border_style(BLACK.mix(0.4))
                .label_font((FONT, 12))
                .draw()?;
        }
        Ok(())
    })
}

/// A metric against a swept value: one line with 95% intervals per named series (an
/// agent level, a seat), the swept values as categories.
pub fn against(
    title: &str,
    values: &[String],
    series: &[(String, Vec<Interval>)],
    x_desc: &str,
    y_desc: &str,
) -> String {
    svg(|root| {
        let n = values.len().max(1) as f64;
        let (mut lo, mut hi) = (f64::MAX, f64::MIN);
        for (_, s) in series {
            for i in s {
                lo = lo.min(i.low);
                hi = hi.max(i.high);
            }
        }
        if lo > hi {
            (lo, hi) = (0.0, 1.0);
        }
        let pad = ((hi - lo) * 0.1).max(0.01);
        let (lo, hi) = ((lo - pad).min(if lo >= 0.0 { 0.0 } else { lo }), hi + pad);
        let mut chart = ChartBuilder::on(root)
            .caption(title, (FONT, 16))
            .margin(8)
            .x_label_area_size(36)
            .y_label_area_size(48)
            .build_cartesian_2d(-0.5..n - 0.5, lo..hi)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(values.len() * 2 + 1)
            .x_label_formatter(&|x| category(values, *x))
            .x_desc(x_desc)
            .y_desc(y_desc)
            .draw()?;
        let k = series.len().max(1) as f64;
        for (j, (name, s)) in series.iter().enumerate() {
            let c = colour(j);
            // Spread the series a little so their intervals do not hide each other.
            let shift = (j as f64 - (k - 1.0) / 2.0) * 0.08;
            let pts: Vec<(f64, f64)> = s
                .iter()
                .enumerate()
                .map(|(i, v)| (i as f64 + shift, v.estimate))
                .collect();
            chart
                .draw_series(LineSeries::new(pts.iter().copied(), c.stroke_width(2)))?
                .label(name.as_str())
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 16, y)], c.stroke_width(2))
                });
            chart.draw_series(s.iter().enumerate().map(|(i, v)| {
                ErrorBar::new_vertical(
                    i as f64 + shift,
                    v.low,
                    v.estimate,
                    v.high,
                    c.stroke_width(1),
                    6,
                )
            }))?;
            chart.draw_series(pts.iter().map(|&p| Circle::new(p, 3, c.filled())))?;
        }
        if series.len() > 1 {
            chart
                .configure_series_labels()
                .position(SeriesLabelPosition::UpperRight)
                .background_style(WHITE.mix(0.85))
                .border_style(BLACK.mix(0.4))
                .label_font((FONT, 12))
                .draw()?;
        }
        Ok(())
    })
}

/// A heat map of a metric over two swept options: `cells[row][column]`, each written
/// in its cell (with its interval when given); empty cells are left white.
pub fn heat_map(
    title: &str,
    columns: &[String],
    rows: &[String],
    cells: &[Vec<Option<Interval>>],
    x_desc: &str,
    y_desc: &str,
    percent: bool,
) -> String {
    let height = (110 + 34 * rows.len() as u32).max(200);
    svg_sized(WIDTH, height, |root| {
        let values: Vec<f64> = cells
            .iter()
            .flatten()
            .flatten()
            .map(|i| i.estimate)
            .collect();
        let lo = values.iter().copied().fold(f64::MAX, f64::min);
        let hi = values.iter().copied().fold(f64::MIN, f64::max);
        let span = if hi > lo { hi - lo } else { 1.0 };
        let (nx, ny) = (columns.len().max(1) as f64, rows.len().max(1) as f64);
        let mut chart = ChartBuilder::on(root)
            .caption(title, (FONT, 16))
            .margin(8)
            .x_label_area_size(36)
            .y_label_area_size(60)
            .build_cartesian_2d(-0.5..nx - 0.5, -0.5..ny - 0.5)?;
        chart
            .configure_mesh()
            .disable_mesh()
            .x_labels(columns.len() * 2 + 1)
            .y_labels(rows.len() * 2 + 1)
            .x_label_formatter(&|x| category(columns, *x))
            .y_label_formatter(&|y| category(rows, *y))
            .x_desc(x_desc)
            .y_desc(y_desc)
            .draw()?;
        for (r, row) in cells.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                let Some(v) = cell else { continue };
                let t = (v.estimate - lo) / span;
                // From pale yellow (low) to deep blue (high).
                let mix = |a: f64, b: f64| (a + (b - a) * t) as u8;
                let fill = RGBColor(mix(255.0, 33.0), mix(247.0, 102.0), mix(188.0, 172.0));
                let (x, y) = (c as f64, r as f64);
                chart.draw_series(std::iter::once(Rectangle::new(
                    [(x - 0.5, y - 0.5), (x + 0.5, y + 0.5)],
                    fill.filled(),
                )))?;
                let text = if percent {
                    format!(
                        "{:.1}% ({:.0}–{:.0})",
                        100.0 * v.estimate,
                        100.0 * v.low,
                        100.0 * v.high
                    )
                } else {
                    format!("{:.2} ({:.2}–{:.2})", v.estimate, v.low, v.high)
                };
                let ink = if t > 0.55 { WHITE } else { BLACK };
                chart.draw_series(std::iter::once(Text::new(
                    text,
                    (x - 0.42, y + 0.1),
                    (FONT, 11).into_font().color(&ink),
                )))?;
            }
        }
        Ok(())
    })
}
