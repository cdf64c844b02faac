"""kb/codecache.py: the byte code of dataclass methods read back from __pycache__ gives the same
classes, a changed class is compiled again (its source is not in the file), nothing is written
when byte code is not to be written."""

from __future__ import annotations

import dataclasses
import importlib
import sys
from pathlib import Path

import pytest

from kb import codecache

_V1 = """
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Point:
    x: int
    y: int = 0
    tag: str = field(default="p", compare=False)
"""

_V2 = _V1.replace("    y: int = 0\n", "    y: int = 0\n    z: int = 5\n")


@pytest.fixture
def package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A package ``cc_pkg`` in a temporary directory, byte code written beside it, the cache
    installed for it with a clean state (restored afterwards)."""
    pkg = tmp_path / "cc_pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(sys, "pycache_prefix", None)
    monkeypatch.setattr(codecache, "_modules", {})
    monkeypatch.setattr(codecache, "_packages", ())
    monkeypatch.setattr(codecache, "compiled", 0)
    previous = dataclasses.__dict__.get("exec")
    codecache.install(("cc_pkg",))
    yield pkg
    if previous is None:
        dataclasses.__dict__.pop("exec", None)
    else:
        dataclasses.exec = previous  # type: ignore[attr-defined]
    for name in [m for m in sys.modules if m.partition(".")[0] == "cc_pkg"]:
        del sys.modules[name]


def _load(pkg: Path, source: str) -> object:
    (pkg / "nodes.py").write_text(source)
    sys.modules.pop("cc_pkg.nodes", None)
    importlib.invalidate_caches()
    codecache._modules.clear()  # a new process: nothing in memory
    return importlib.import_module("cc_pkg.nodes")


def test_methods_are_read_back_and_behave_the_same(package: Path) -> None:
    first = _load(package, _V1)
    compiled = codecache.compiled
    assert compiled > 0
    codecache.save()
    path = codecache.cache_path(str(package / "nodes.py"))
    assert path is not None and Path(path).exists()
    again = _load(package, _V1)
    assert codecache.compiled == compiled  # every method's code came from the file
    for mod in (first, again):
        p = mod.Point(1, tag="a")  # type: ignore[attr-defined]
        assert p == mod.Point(1, 0, "b")  # type: ignore[attr-defined]
        assert hash(p) == hash(mod.Point(1))  # type: ignore[attr-defined]
        assert repr(p) == "Point(x=1, y=0, tag='a')"
        with pytest.raises(dataclasses.FrozenInstanceError):
            p.x = 2  # type: ignore[misc]
        assert dataclasses.replace(p, y=3).y == 3


def test_a_changed_class_is_compiled_again(package: Path) -> None:
    _load(package, _V1)
    codecache.save()
    before = codecache.compiled
    mod = _load(package, _V2)
    assert codecache.compiled > before  # the new __init__ (and others) are not in the file
    assert mod.Point(1).z == 5  # type: ignore[attr-defined]
    codecache.save()
    before = codecache.compiled
    _load(package, _V2)
    assert codecache.compiled == before


def test_nothing_is_written_without_byte_code(
    package: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    _load(package, _V1)
    codecache.save()
    path = codecache.cache_path(str(package / "nodes.py"))
    assert path is not None and not Path(path).exists()


def test_classes_outside_the_packages_are_left_alone(package: Path) -> None:
    before = codecache.compiled

    @dataclasses.dataclass(frozen=True)
    class Local:  # this test module is not in the cached packages
        a: int

    assert Local(1) == Local(1)
    assert codecache.compiled == before


def test_a_modules_own_generated_code_is_cached_too(package: Path) -> None:
    (package / "gen.py").write_text("")
    env = {"__name__": "cc_pkg.gen", "__file__": str(package / "gen.py")}
    codecache.exec_source("def f(x):\n    return x + 1", env)
    assert env["f"](1) == 2  # type: ignore[operator]
    assert codecache.compiled == 1
    codecache.save()
    codecache._modules.clear()
    env2 = {"__name__": "cc_pkg.gen", "__file__": str(package / "gen.py")}
    codecache.exec_source("def f(x):\n    return x + 1", env2)
    assert env2["f"](2) == 3  # type: ignore[operator]
    assert codecache.compiled == 1


def test_yaml_data_is_kept_and_read_again_only_while_the_file_is_unchanged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import yaml

    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    f = tmp_path / "d.yaml"
    f.write_text("a: [1, 2.5, x]\nb: {c: null, d: true}\n", encoding="utf-8")
    first = codecache.yaml_data(f)
    assert first == yaml.safe_load(f.read_text(encoding="utf-8"))
    assert list((tmp_path / "__pycache__").glob("d.yaml.*.marshal"))
    assert codecache.yaml_data(f) == first  # from the cache file
    f.write_text("a: 3\n", encoding="utf-8")
    assert codecache.yaml_data(f) == {"a": 3}  # the file changed: loaded again
    # a date cannot be marshalled: loaded at every call, still right
    f.write_text("a: 2026-12-01\n", encoding="utf-8")
    assert codecache.yaml_data(f) == yaml.safe_load("a: 2026-12-01\n")
    assert codecache.yaml_data(f) == yaml.safe_load("a: 2026-12-01\n")


def test_yaml_data_writes_nothing_without_byte_code(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    f = tmp_path / "d.yaml"
    f.write_text("- 1\n", encoding="utf-8")
    assert codecache.yaml_data(f) == [1]
    assert not (tmp_path / "__pycache__").exists()
