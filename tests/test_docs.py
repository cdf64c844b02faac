"""Docs cannot drift from the CLI: every command is in the README and in docs/cli-json.md."""

from __future__ import annotations

from pathlib import Path

import typer.main

from cli import app

ROOT = Path(__file__).resolve().parents[1]


def command_paths() -> list[str]:
    """Every leaf command as typed after `shinpan` ("rule", "kb build", "graph export", …)."""
    group = typer.main.get_command(app)
    out: list[str] = []

    def walk(cmd, prefix: str) -> None:
        subs = getattr(cmd, "commands", None)
        if subs:
            for name, sub in subs.items():
                walk(sub, f"{prefix} {name}".strip())
        else:
            out.append(prefix)

    walk(group, "")
    return sorted(out)


def test_every_command_is_documented():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shapes = (ROOT / "docs" / "cli-json.md").read_text(encoding="utf-8")
    paths = command_paths()
    assert {"rule", "search", "kb build", "graph export"} <= set(paths)
    missing_readme = [p for p in paths if f"shinpan {p}" not in readme and f"`{p}" not in readme]
    missing_shapes = [p for p in paths if f"`{p}" not in shapes]
    assert not missing_readme, f"commands missing from README.md: {missing_readme}"
    assert not missing_shapes, f"commands missing from docs/cli-json.md: {missing_shapes}"


def test_every_command_takes_json():
    group = typer.main.get_command(app)

    def leaves(cmd):
        subs = getattr(cmd, "commands", None)
        if subs:
            for sub in subs.values():
                yield from leaves(sub)
        else:
            yield cmd

    without = [c.name for c in leaves(group) if not any("--json" in p.opts for p in c.params)]
    # `scenario schema` prints JSON Schema, which is JSON already.
    assert set(without) <= {"schema"}, without
