//! Scratch timing.
fn main() {
    let d: u32 = std::env::args().nth(1).map_or(4, |a| a.parse().unwrap());
    let pos = robijn::Position::default();
    let t = std::time::Instant::now();
    let n = boardcore::perft(&pos, d);
    let s = t.elapsed().as_secs_f64();
    println!("d{d} {n} {:.3}s {:.1} Mn/s", s, n as f64 / s / 1e6);

}
#[allow(dead_code)]
fn stats() {}
