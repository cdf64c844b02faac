"""Fresh-process start-up times for the benchmarks: each command run as ``python -m cli``,
best of ``repeat`` wall times, beside ``rule ws 1.1`` timed in the same run (the baseline),
with the grammar cache (``grammar.cache``) warm and cold (an empty cache directory)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def wall(args: list[str], env: dict[str, str], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "cli", *args],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=False,
        )
        best = min(best, time.perf_counter() - t0)
    return best


def bare(env: dict[str, str], repeat: int) -> float:
    """The interpreter alone: ``python -c pass``."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], env=env, check=False)
        best = min(best, time.perf_counter() - t0)
    return best


def report(repeat: int, commands: dict[str, list[str]]) -> dict[str, float]:
    # byte code as an installed package has it (a PYTHONDONTWRITEBYTECODE in the environment
    # would make every run compile every module again)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    wall(["rule", "ws", "1.1"], env, 1)  # write the byte code
    out = {
        "python -c pass": bare(env, repeat),
        "rule ws 1.1 (baseline)": wall(["rule", "ws", "1.1"], env, repeat),
    }
    for name, args in commands.items():
        wall(args, env, 1)  # fill the cache
        out[f"{name}, cache warm"] = wall(args, env, repeat)
        cold = float("inf")
        for _ in range(repeat):
            with tempfile.TemporaryDirectory() as d:
                cold = min(cold, wall(args, {**env, "SHINPAN_CACHE_DIR": d}, 1))
        out[f"{name}, cache cold"] = cold
    base = out["rule ws 1.1 (baseline)"]
    print(f"start-up (fresh process, wall, best of {repeat} runs)")
    for name, t in out.items():
        print(f"  {name:<44} {t * 1000:6.0f} ms  ({t / base:.1f}x rule)")
    return out
