"""Round 35 (s31vstext), issue 12: a step in the passive voice whose patient is left unsaid
(「あなたのリングのカードを1枚選び、ターンの終わりまで、＋500/＋0される」) is its active step with the
object left unsaid (``ruling.cardtext.steps.active_voice``): the card chosen before, as the active
reader takes it — and refused where the active step would be (no card to act on). Shown on vs
text (its stat change, 8.2.1.2 / 4.5) on a board."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vs_ability_phase_use, vs_program, vs_refused

_ACTIVE = "[ベンチ][このカードをレストする]あなたのリングのカードを1枚選び、ターンの終わりまで、+500/+0する。"


@pytest.mark.parametrize(
    "text",
    [
        "[ベンチ][このカードをレストする]あなたのリングのカードを1枚選び、ターンの終わりまで、+500/+0される。",
        "[ベンチ][このカードをレストする]あなたのリングのカードを1枚選び、ターンの終わりまで+500/+0される。",
        "[ベンチ][このカードをレストする]あなたのリングのカードを１枚選び、ターンの終わりまで、＋500/＋0される。",
        "[ベンチ][このカードをレストする]あなたのリングのカードを1枚選ぶ。ターンの終わりまで、そのカードは+500/+0される。",
    ],
)
def test_the_passive_with_its_patient_unsaid_is_the_active_step(text: str) -> None:
    """The passive spellings compile to the active step's program."""
    got = vs_program(text)
    assert (got.areas, got.cost, got.ops) == (
        vs_program(_ACTIVE).areas,
        vs_program(_ACTIVE).cost,
        vs_program(_ACTIVE).ops,
    )


@pytest.mark.parametrize(
    "text",
    [_ACTIVE, _ACTIVE.replace("+500/+0する", "+500/+0される")],
)
def test_on_a_board_the_chosen_card_gets_the_change(text: str) -> None:
    """Used in the ability phase, the card chosen (千早, A's one ring card) is +500 (2000 -> 2500)."""
    r = vs_ability_phase_use(text, "", "[千早.ap]")
    assert r.outcome["state"] == {"千早.ap": 2500}


def test_with_no_card_before_it_is_refused_as_the_active_step() -> None:
    """No card chosen or named before: refused as the active step is, never guessed."""
    why = vs_refused("[ベンチ]このカードがサポートした時、このアタック中、+1000/+0される。")
    assert why == vs_refused("[ベンチ]このカードがサポートした時、このアタック中、+1000/+0する。")
