"""VG card-text constructions of round 24 (s20vg2; issue 12): 「XにつきAを選び、B」 — a choice
repeated per a count, each time a different card (12.7.1, 12.7.1.1, 12.7.3), each family on a
minimal text and a board (docs/cardtext.md, "VG round 24 (s20vg2)")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import unsupported, vg_card_run
from tests.ruling.boards import zone_names as zone

ROOT = Path(__file__).resolve().parents[1] / "scenarios"

PER_CHOICE = (
    "あなたのダメージゾーン１枚につき、あなたのリアガードを１枚選び、そのターン中、パワー＋5000。"
)


def _board(text: str, damage: int, picks: tuple[str, ...], rears: int = 3) -> Any:
    """A's turn 6, main phase: A resolves ``text`` with ``damage`` cards in the damage zone and
    ``rears`` rear-guards 甲 乙 丙 (8000 each); ``picks`` the units A chooses, in order."""
    places = ("left_front", "right_front", "center_back")[:rears]
    names = ("甲", "乙", "丙")
    units = "".join(
        f"    {p}: {{name: {n}, type: normal, grade: 2, power: 8000}}\n"
        for p, n in zip(places, names, strict=False)
    )
    choices = "".join(f"  - {{player: A, at: choose, choose: {n}}}\n" for n in picks)
    return resolve(
        loads(
            "game: vg\ntitle: t\nturn: {player: A, number: 6, phase: main, first_player: A}\n"
            "players:\n  A:\n    vanguard: {name: 本隊長, type: normal, grade: 3, power: 13000}\n"
            f"{units}    damage: {damage}\n    deck: 10\n"
            "  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n"
            f'actions:\n  - {{do: resolve_text, player: A, text: "{text}"}}\n'
            + (f"choices:\n{choices}" if choices else ""),
            "t.yaml",
        )
    )


def _powers(r: Any) -> dict[str, int]:
    from ruling.core import Engine
    from ruling.games._vg import values
    from ruling.rules import get_game

    state = r.main.final
    ctx = Engine(get_game("vg"), state).ctx
    out = {}
    for z in ("left_front", "right_front", "center_back"):
        for c in state.players["A"].zones.get(f"field.{z}", []):
            out[c.name] = int(values.power(ctx, c.uid))
    return out


def _clauses(r: Any) -> set[str]:
    return {c for s in r.main.trace.steps for c in s.clauses}


def test_a_choice_per_count_is_done_that_many_times_each_a_different_unit() -> None:
    """Two damage: the choice and the change are done twice (12.7.1; Y is the rest of the
    sentence, 12.7.1.1); 甲 chosen first is not offered the second time (12.7.3)."""
    r = _board(PER_CHOICE, 2, ("甲", "乙"))
    assert not unsupported(r)
    assert _powers(r) == {"甲": 13000, "乙": 13000, "丙": 8000}
    assert {"12.7.1", "12.7.1.1", "12.7.2", "12.7.3"} <= _clauses(r)
    mark = next(s for s in r.main.trace.steps if "12.7.3" in s.clauses)
    assert "甲" in mark.ja


def test_the_same_unit_asked_for_twice_is_refused() -> None:
    """Neighbour: a scenario that chooses 甲 again the second time is told it cannot (the
    choice is not among those offered) — the ruling never gives 甲 +10000."""
    with pytest.raises(ScenarioError, match="甲.*none of the options"):
        _board(PER_CHOICE, 2, ("甲", "甲"))


def test_one_count_once_and_none_not_at_all() -> None:
    """Neighbours of the count: one damage, one change; none, nothing chosen (X = 0)."""
    r = _board(PER_CHOICE, 1, ("乙",))
    assert not unsupported(r) and _powers(r) == {"甲": 8000, "乙": 13000, "丙": 8000}
    r0 = _board(PER_CHOICE, 0, ())
    assert not unsupported(r0) and _powers(r0) == {"甲": 8000, "乙": 8000, "丙": 8000}


def test_more_times_than_units_the_later_times_choose_nothing() -> None:
    """Three damage, two rear-guards: the third time has no unit it may choose (12.7.3) — none is
    chosen and its change is ignored (11.8.4.1.3); no unit gets +10000."""
    r = _board(PER_CHOICE, 3, ("甲", "乙"), rears=2)
    assert not unsupported(r)
    assert _powers(r) == {"甲": 13000, "乙": 13000}
    assert "11.8.4.1.3" in _clauses(r)


def test_the_family_other_counts_and_steps() -> None:
    """The family: a count of another place and another owner (相手のリアガード), and another step
    after the choice (【スタンド】する) — each compiled as the same repeated choice."""
    import ruling.games.vg  # noqa: F401
    from ruling.abilities import _abilities

    for text in (
        "【起】【(R)】：相手のリアガード１枚につき、あなたのリアガードを１枚選び、【スタンド】する。",
        "【起】【(R)】：あなたの手札の枚数につき、相手のリアガードを１枚選び、そのターン中、パワー－5000。",
    ):
        (ab,) = _abilities("vg", text, "normal")
        assert ab.supported, ab.reason
        (op,) = ab.program.steps
        assert op.verb == "per_group" and op.per is not None
        assert [o.verb for o in op.modes[0][1].steps][0] == "choose"


def test_the_single_choice_neighbour_is_unchanged() -> None:
    """Without 「…につき」 the choice is made once (no repetition, no 12.7 cited)."""
    r = _board("あなたのリアガードを１枚選び、そのターン中、パワー＋5000。", 2, ("甲",))
    assert not unsupported(r) and _powers(r) == {"甲": 13000, "乙": 8000, "丙": 8000}
    assert not {"12.7.1", "12.7.3"} & _clauses(r)


# ------------------------------ 「そのターン中、この能力は使えなくなる。」: the ability's own period
# limit said as its last sentence (11.2.1.1.1 activated / 11.2.1.2.1 automatic)

ONCE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}\n"
TWICE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}, {do: activate, card: 剣士}]}\n"


def _hand(r: Any) -> list[str]:
    return sorted(c.name for c in r.main.final.players["A"].zones["hand"])


@pytest.mark.parametrize(
    "text",
    [
        "【起】【(R)】：１枚引く。そのターン中、この能力は使えなくなる。",
        # the variant joined to the step before it by its continuative form
        "【起】【(R)】：１枚引き、そのターン中、この能力は使えなくなる。",
    ],
)
def test_an_activated_ability_said_unusable_is_used_once(text: str) -> None:
    """Activated twice: the first draws and the game changed, so the sentence is resolved
    (11.2.1.1.1) and the ability cannot be used again this turn (12.2.1) — one card drawn."""
    r = vg_card_run(text, TWICE)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == 1
    assert {"11.2.1.1.1", "12.2.1"} <= _clauses(r)
    assert "12.3.2.2" not in _clauses(r)  # no icon: the icon's clauses are not cited


def test_the_neighbour_without_the_sentence_is_used_twice() -> None:
    r = vg_card_run("【起】【(R)】：１枚引く。", TWICE)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == 2
    assert "11.2.1.1.1" not in _clauses(r)


def test_the_sentence_is_compiled_as_the_abilitys_own_limit() -> None:
    from ruling.abilities import _abilities

    (ab,) = _abilities(
        "vg",
        "【自】【(R)】：このユニットがアタックした時、１枚引く。そのターン中、この能力は使えなくなる。",
        "normal",
    )
    assert ab.supported and ab.program.limit == "turn"
    assert ("limit_said", True) in ab.program.params
    assert [o.verb for o in ab.program.steps] == ["draw"]
    # with an icon as well: refused by reason, never silently
    (both,) = _abilities(
        "vg",
        "【起】【(R)】【ターン1回】：１枚引く。そのターン中、この能力は使えなくなる。",
        "normal",
    )
    assert not both.supported and "使えなくなる" in both.reason


SCN = ROOT / "vg" / "r24_002_unusable_sentence_after_state_change_misprinted_negation.yaml"


def test_an_automatic_ability_after_the_game_changed_raises_11_2_1_2_1() -> None:
    """The 【自】 drew (the game changed): the engine reads the sentence as resolved (used up, as
    11.2.1.1.1; it does not trigger on the second attack) and raises 11.2.1.2.1's printed
    「解決されません」 as an unsettled point, whose other reading lets it draw again."""
    r = resolve(loads(SCN.read_text(encoding="utf-8"), "t.yaml"))
    assert _hand(r) == sorted(["引き一", "起立", "普通"])
    assert any(w.kind == "ambiguity" and "11.2.1.2.1" in w.clauses for w in r.main.warnings)
    assert all("引き二" in _hand_of(lf) for lf in r.alternates) and r.alternates


def _hand_of(leaf: Any) -> list[str]:
    return [c.name for c in leaf.final.players["A"].zones["hand"]]


def test_the_requirement_unmet_and_nothing_changed_no_point() -> None:
    """Neighbour: the vanguard grade 2, the requirement is not met and nothing is drawn — the
    game did not change, the ability is not used up and no point is raised."""
    src = SCN.read_text(encoding="utf-8").replace(
        "grade: 3, power: 13000, skills", "grade: 2, power: 13000, skills"
    )
    r = resolve(loads(src, "t.yaml"))
    assert "引き二" not in _hand(r) and "引き一" in _hand(r)
    assert not any(w.kind == "ambiguity" for w in r.main.warnings) and not r.alternates
