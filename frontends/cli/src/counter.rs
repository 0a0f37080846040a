//! Instructions retired, for `cubist bench`: a figure that, unlike time, a busy
//! machine does not disturb. Read from the processor's counters through Linux's
//! `perf_event_open`; where there are none (most virtual machines, other systems, or
//! `kernel.perf_event_paranoid` too strict) the figure is simply absent.

/// Counts the user-space instructions this thread retires while enabled.
pub struct Instructions {
    #[cfg(target_os = "linux")]
    counter: perf_event::Counter,
}

impl Instructions {
    /// A counter, or why there is none.
    #[cfg(target_os = "linux")]
    pub fn new() -> Result<Self, String> {
        use perf_event::{events::Hardware, Builder};
        let counter = Builder::new(Hardware::INSTRUCTIONS)
            .build()
            .map_err(|e| format!("no instruction counter ({e})"))?;
        Ok(Instructions { counter })
    }

    #[cfg(not(target_os = "linux"))]
    pub fn new() -> Result<Self, String> {
        Err("instruction counts are read on Linux only".into())
    }

    /// Run `work`, and the instructions it took (`None` if the counter failed).
    pub fn measure<T>(&mut self, work: impl FnOnce() -> T) -> (T, Option<u64>) {
        #[cfg(target_os = "linux")]
        {
            let started = self.counter.reset().and_then(|()| self.counter.enable());
            let out = work();
            let count = started
                .and_then(|()| self.counter.disable())
                .and_then(|()| self.counter.read());
            (out, count.ok())
        }
        #[cfg(not(target_os = "linux"))]
        {
            (work(), None)
        }
    }
}
