"""co card-text constructions of round 26, second pass (s22co2, issue 12): each family in general
form with its variants on a minimal board of its own, and the neighbour that must not change."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

# ------ one value set (4.3.8 step 4 「能力値の指定」): 「XのAPを0にする」 / 「XのDPは3になる」
# (「…となる」), once on resolution for as long as printed (3.7.2, 3.4.5.5) or in force while a
# continuous ability is; the other value kept; a modifier applied after it (step 5). The shared
# reading ``ruling.cardtext.steps.value_set_of`` (VG / VS ``set_value`` read it too).

_SET = """
turn: {{player: A, number: 6, phase: main}}
players:
  A: {{hp: 10, deck: 10}}
  B:
    hp: 10
    deck: 10
    field: [{{name: 兵, type: character, ap: 3, dp: 4}}]
actions:
  - {{do: resolve_text, player: A, text: "{text}", target: 兵}}
{more}ask: [兵.ap, 兵.dp]
"""


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("対象のキャラクター1体のAPを0にする。", (0, 4)),
        ("ターン終了時まで、対象のキャラクター1体のAPを0にする。", (0, 4)),
        ("対象のキャラクター1体のAPを0にする。ターン終了時まで", None),
        ("ターン終了時まで、対象のキャラクター1体のDPは1になる。", (3, 1)),
        ("ターン終了時まで、対象のキャラクター1体のDPは6となる。", (3, 6)),
        ("ターン終了時まで、対象のキャラクター1体のAPは5になる。", (5, 4)),
        ("対象のキャラクター1体は、ターン終了時まで、APが1になる。", None),
    ],
)
def test_one_value_set_once(text: str, values: tuple[int, int] | None) -> None:
    ab = co_ability(text, "event")
    if values is None:
        # wordings outside the family stay refused by name, never silently run
        assert not ab.supported and ab.reason
        return
    assert ab.supported, ab.reason
    r = co_run(_SET.format(text=text, more=""))
    assert (r.outcome["state"]["兵.ap"], r.outcome["state"]["兵.dp"]) == values


def test_a_value_set_for_the_turn_ends_at_its_end() -> None:
    """「ターン終了時まで」: the value is back at the turn's end (3.7.2); with no duration
    printed, an effect done once lasts (4.3.8, as 「「0:5」にする」)."""
    more = "  - {do: turn_end}\n"
    r = co_run(
        _SET.format(text="ターン終了時まで、対象のキャラクター1体のAPを0にする。", more=more)
    )
    assert (r.outcome["state"]["兵.ap"], r.outcome["state"]["兵.dp"]) == (3, 4)


def test_a_value_set_before_a_modifier() -> None:
    """4.3.8: the value set (step 4) first, then the modifiers summed (step 5), whatever the order
    the effects arose in: AP set to 0 after a 「+2:+0」 is 2."""
    more = '  - {do: resolve_text, player: A, text: "ターン終了時まで、対象のキャラクター1体は「+2:+0」の修正を受ける。", target: 兵}\n'
    r = co_run(
        _SET.format(text="ターン終了時まで、対象のキャラクター1体のAPを0にする。", more=more)
    )
    assert (r.outcome["state"]["兵.ap"], r.outcome["state"]["兵.dp"]) == (2, 4)


def test_a_dp_set_to_zero_crashes() -> None:
    """4.3.9: a character whose DP is 0 is crashed."""
    r = co_run(
        _SET.format(text="対象のキャラクター1体のDPを0にする。", more="").replace(
            "ask: [兵.ap, 兵.dp]", "ask: [兵.zone]"
        )
    )
    assert r.outcome["state"]["兵.zone"] == "B.dustbox"


_IN_FORCE = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: 泉, type: character, ap: 1, dp: 1, text: "{text}"}}, {{name: 友, type: character, ap: 2, dp: 2}}]
  B:
    hp: 10
    deck: 10
    field: [{{name: 兵, type: character, ap: 3, dp: 4}}]
actions: []
ask: [兵.ap, 兵.dp, 友.ap, 友.dp]
"""


@pytest.mark.parametrize(
    ("text", "values"),
    [
        (
            "『泉』がフィールドに出ている限り、相手がコントロールしているすべてのキャラクターのAPは1になる。",
            (1, 4, 2, 2),
        ),
        (
            "『泉』がフィールドに出ている限り、相手がコントロールしているキャラクターすべてのDPは2となる。",
            (3, 2, 2, 2),
        ),
        (
            "『泉』がフィールドに出ている限り、あなたがコントロールしている他のキャラクターすべてのAPは0になる。",
            (3, 4, 0, 2),
        ),
    ],
)
def test_one_value_set_in_force(text: str, values: tuple[int, ...]) -> None:
    ab = co_ability(text)
    assert ab.supported, ab.reason
    r = co_run(_IN_FORCE.format(text=text))
    got = r.outcome["state"]
    assert (got["兵.ap"], got["兵.dp"], got["友.ap"], got["友.dp"]) == values


def test_values_set_as_a_pair_unchanged() -> None:
    """The neighbour: 「能力値を「0:3」にする」 sets both, as before."""
    text = "ターン終了時まで、対象のキャラクター1体の能力値を「0:3」にする。"
    r = co_run(_SET.format(text=text, more=""))
    assert (r.outcome["state"]["兵.ap"], r.outcome["state"]["兵.dp"]) == (0, 3)


def test_an_original_value_or_a_player_value_set_stays_refused() -> None:
    assert not co_ability("対象のキャラクター1体の元々のAPを0にする。", "event").supported
    assert not co_ability("対象のデュエルマスターのHPを1にする。", "event").supported


# ------ two conditions, the second after the first with 「で、」: the grammar hangs the second on
# the 「…がコントロールしている」 clause of the group (two subjects): before, the first subject's
# owner was read as whose characters and the condition dropped — the bonus given whatever the HP.
# Refused by name until the two conditions are read together; the neighbour (one condition) runs.


@pytest.mark.parametrize(
    "text",
    [
        "『泉』がフィールドに出ている限り、あなたのHPが5点以下で、あなたがコントロールしているキャラクターすべてに「+1:+1」の修正を与える。",
        "『泉』がフィールドに出ている限り、相手のHPが5点以下で、相手がコントロールしているキャラクターすべては「-1:+0」の修正を受ける。",
        "あなたのHPが5点以下で、あなたがコントロールしているすべてのキャラクターは「+1:+0」の修正を受ける。",
    ],
)
def test_a_condition_hung_on_whose_characters_is_not_dropped(text: str) -> None:
    ab = co_ability(text)
    assert not ab.supported
    assert "コントロールしている" in ab.reason


def test_one_control_clause_still_read() -> None:
    text = "『泉』がフィールドに出ている限り、あなたがコントロールしているキャラクターすべてに「+1:+1」の修正を与える。"
    ab = co_ability(text)
    assert ab.supported, ab.reason
