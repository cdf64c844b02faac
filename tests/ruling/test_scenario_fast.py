"""The fast reader of scenario files reads a file exactly as the pydantic models do, or leaves
it to them (ruling/scenario_fast.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from ruling import scenario, scenario_fast
from ruling.scenario_models import CardSpec, Scenario
from ruling.scenario_shape import SHAPES

# the loader scenario files are read with (a key or word YAML 1.1 would read as a boolean,
# ``on`` / ``off`` / ``yes`` / ``no``, stays the word written)
SAFE = scenario._Loader

ROOT = Path(__file__).resolve().parents[1] / "scenarios"
FILES = sorted(ROOT.glob("*/*.yaml"))


def test_shapes_are_the_models() -> None:
    """ruling/scenario_shape.py is generated from the models (``python -m ruling.scenario_fast
    --write`` after changing one)."""
    assert scenario_fast.derive() == SHAPES


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.stem}" for p in FILES])
def test_every_suite_file_reads_the_same(path: Path) -> None:
    data = yaml.load(path.read_text(encoding="utf-8"), Loader=SAFE)
    # what the loader does before either reader sees the data (a list answer is successive ones)
    scenario._choice_lists(data)
    slow = Scenario.model_validate(data).model_dump()
    try:
        fast = scenario_fast.read("Scenario", data).model_dump()
    except scenario_fast.Invalid:
        return  # pydantic reads it (a conversion the fast reader leaves to it)
    assert fast == slow


values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["a", "1", "rest", "up"]),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(
            st.sampled_from(["name", "level", "count", "state", "x"]), inner, max_size=3
        )
    ),
    max_leaves=8,
)


@given(st.dictionaries(st.sampled_from(list(SHAPES["CardSpec"]["fields"]) + ["grade"]), values))
def test_a_card_is_read_as_pydantic_reads_it_or_left_to_it(data: dict) -> None:
    try:
        fast = scenario_fast.read("CardSpec", data)
    except scenario_fast.Invalid:
        return
    assert fast.model_dump() == CardSpec.model_validate(data).model_dump()
    assert fast.model_extra == CardSpec.model_validate(data).model_extra


def test_a_scenario_is_read_without_pydantic() -> None:
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from ruling.resolve import resolve_file\n"
        f"resolve_file({str(FILES[0])!r})\n"
        "print('pydantic' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
