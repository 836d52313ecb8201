"""Memory and CPU of a running Voila server and its kernels, read from /proc
(Linux): for the load test and the figures in ``make bench``."""

from __future__ import annotations

import os
import statistics
import subprocess
import time
from dataclasses import dataclass, field

TICKS = os.sysconf("SC_CLK_TCK")
PAGE_MB = os.sysconf("SC_PAGE_SIZE") / 2**20


def rss_mb(pid: int) -> float:
    """Resident memory of one process, in MiB (0 once it has gone)."""
    try:
        with open(f"/proc/{pid}/statm") as statm:
            return int(statm.read().split()[1]) * PAGE_MB
    except (OSError, IndexError, ValueError):
        return 0.0


def cpu_seconds(pid: int) -> float:
    """User and system CPU time a process has used so far."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICKS
    except (OSError, IndexError, ValueError):
        return 0.0


def children(pid: int) -> list[int]:
    out = subprocess.run(
        ["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True, check=False
    )
    return [int(line) for line in out.stdout.split()]


@dataclass
class ServerProcesses:
    """The Voila process serving ``port`` and the kernels it started."""

    server: int
    peak_kernels: int = 0
    peak_total_mb: float = 0.0
    server_mb: float = 0.0
    kernel_mb: dict[int, float] = field(default_factory=dict)
    cpu_start: dict[int, float] = field(default_factory=dict)
    cpu_now: dict[int, float] = field(default_factory=dict)

    @classmethod
    def of(cls, url: str) -> ServerProcesses:
        port = url.rstrip("/").rsplit(":", 1)[1]
        out = subprocess.run(
            ["ps", "-ww", "-eo", "pid,args"], capture_output=True, text=True, check=True
        ).stdout
        for line in out.splitlines():
            if "voila" in line and f"--port={port}" in line:
                return cls(int(line.split()[0]))
        raise RuntimeError(f"no Voila process on port {port}")

    def kernels(self) -> list[int]:
        return children(self.server)

    def wait_for_kernels(self, count: int, timeout: float) -> float:
        """Wait until ``count`` kernels are up and quiet (the preheated pool is
        full); the seconds it took."""
        start = time.perf_counter()
        while time.perf_counter() - start < timeout:
            kernels = self.kernels()
            if len(kernels) >= count:
                before = sum(map(cpu_seconds, kernels))
                time.sleep(1.0)
                if sum(map(cpu_seconds, kernels)) - before < 0.05 * len(kernels):
                    return time.perf_counter() - start
            else:
                time.sleep(0.5)
        raise RuntimeError(f"{count} kernels did not start in {timeout:.0f} s")

    def start_counting(self) -> None:
        """CPU from now on is the class's: the pool's start-up is left out."""
        self.cpu_start = {pid: cpu_seconds(pid) for pid in [self.server, *self.kernels()]}

    def sample(self) -> None:
        kernels = self.kernels()
        for pid in kernels:
            self.kernel_mb[pid] = max(self.kernel_mb.get(pid, 0.0), rss_mb(pid))
            self.cpu_now[pid] = cpu_seconds(pid)
        self.cpu_now[self.server] = cpu_seconds(self.server)
        self.server_mb = max(self.server_mb, rss_mb(self.server))
        self.peak_kernels = max(self.peak_kernels, len(kernels))
        self.peak_total_mb = max(self.peak_total_mb, self.server_mb + sum(map(rss_mb, kernels)))

    def figures(self, learners: int) -> dict[str, float]:
        used = {pid: now - self.cpu_start.get(pid, 0.0) for pid, now in self.cpu_now.items()}
        kernel_cpu = sum(cpu for pid, cpu in used.items() if pid != self.server)
        return {
            "kernels_peak": self.peak_kernels,
            "kernel_rss_median_mb": statistics.median(self.kernel_mb.values()) if self.kernel_mb else 0.0,
            "kernel_rss_max_mb": max(self.kernel_mb.values(), default=0.0),
            "server_rss_mb": self.server_mb,
            "total_rss_peak_mb": self.peak_total_mb,
            "server_cpu_s": used.get(self.server, 0.0),
            "kernel_cpu_s": kernel_cpu,
            "cpu_per_learner_s": (kernel_cpu + used.get(self.server, 0.0)) / max(1, learners),
        }

    def summary(self, learners: int) -> str:
        f = self.figures(learners)
        return (
            f"memory: {f['kernels_peak']} kernels, median {f['kernel_rss_median_mb']:.0f} MiB each "
            f"(max {f['kernel_rss_max_mb']:.0f}); Voila server {f['server_rss_mb']:.0f} MiB; "
            f"peak total {f['total_rss_peak_mb']:.0f} MiB\n"
            f"CPU during the class: kernels {f['kernel_cpu_s']:.1f} s, server {f['server_cpu_s']:.1f} s: "
            f"{f['cpu_per_learner_s']:.2f} CPU-seconds per learner per hand"
        )
