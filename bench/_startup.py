"""Fresh-process start-up times for the benchmarks: each command run as ``python -m cli``,
best of ``repeat`` wall times and best of ``repeat`` CPU times (user + system of the child:
on a machine shared with other work the wall time mostly measures the others), beside
``rule ws 1.1`` timed in the same run (the baseline), with the grammar cache
(``grammar.cache``) warm and cold (an empty cache directory)."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _child_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def timed(args: list[str], env: dict[str, str], repeat: int) -> tuple[float, float]:
    """Best wall and best CPU seconds of ``repeat`` runs of ``python -m cli ARGS``."""
    best, best_cpu = float("inf"), float("inf")
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), _child_cpu()
        subprocess.run(
            [sys.executable, "-m", "cli", *args],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=False,
        )
        best = min(best, time.perf_counter() - t0)
        best_cpu = min(best_cpu, _child_cpu() - c0)
    return best, best_cpu


def wall(args: list[str], env: dict[str, str], repeat: int) -> float:
    return timed(args, env, repeat)[0]


def bare(env: dict[str, str], repeat: int) -> tuple[float, float]:
    """The interpreter alone: ``python -c pass``."""
    best, best_cpu = float("inf"), float("inf")
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), _child_cpu()
        subprocess.run([sys.executable, "-c", "pass"], env=env, check=False)
        best = min(best, time.perf_counter() - t0)
        best_cpu = min(best_cpu, _child_cpu() - c0)
    return best, best_cpu


def report(repeat: int, commands: dict[str, list[str]]) -> dict[str, tuple[float, float]]:
    # byte code as an installed package has it (a PYTHONDONTWRITEBYTECODE in the environment
    # would make every run compile every module again)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    wall(["rule", "ws", "1.1"], env, 1)  # write the byte code
    out = {
        "python -c pass": bare(env, repeat),
        "rule ws 1.1 (baseline)": timed(["rule", "ws", "1.1"], env, repeat),
    }
    for name, args in commands.items():
        wall(args, env, 1)  # fill the cache
        out[f"{name}, cache warm"] = timed(args, env, repeat)
        cold, cold_cpu = float("inf"), float("inf")
        for _ in range(repeat):
            with tempfile.TemporaryDirectory() as d:
                w, c = timed(args, {**env, "SHINPAN_CACHE_DIR": d}, 1)
                cold, cold_cpu = min(cold, w), min(cold_cpu, c)
        out[f"{name}, cache cold"] = (cold, cold_cpu)
    base, base_cpu = out["rule ws 1.1 (baseline)"]
    print(f"start-up (fresh process, best of {repeat} runs: wall, and CPU of the process)")
    for name, (t, c) in out.items():
        print(
            f"  {name:<44} {t * 1000:6.0f} ms wall ({t / base:4.1f}x rule)"
            f"  {c * 1000:6.0f} ms CPU ({c / base_cpu:4.1f}x rule)"
        )
    return out
