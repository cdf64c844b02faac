"""ws round 58 (s55wsR): a cost of two 【レスト】 parts, 「このカードを【レスト】する 【スタンド】している
あなたのキャラを1枚【レスト】する」. The parts are done in order (8.4.2.1): the card rested by the first
is no standing character for the second (1.3.2.1), so with no other standing character the cost
cannot be paid (8.4.2.2) and the ability is not played (8.6.2.3.2) — the engine's reading of
8.4.2.2.1 「それぞれを個別に実行する」, the audit's cost_items_share_a_zone, flagged there. And
「このカードを【レスト】する」 names its card: nothing is chosen for it (8.6.2.2)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, ambiguity_clauses, decided, main_state

TEXT = (
    "【起】 ［このカードを【レスト】する 【スタンド】しているあなたのキャラを1枚【レスト】する］ "
    "あなたは1枚引く。"
)


def _board(other: str, choices: str = "") -> str:
    return (
        WS_HEAD + "players:\n  A:\n    deck: 5\n    hand: 0\n    stage:\n"
        "      center_front: {name: 見張り, type: character, level: 0, power: 3000, soul: 1, "
        f'text: "{TEXT}"}}\n'
        f"      left_front: {{name: 相棒, type: character, level: 0, power: 1000, soul: 1, state: {other}}}\n"
        "  B: {deck: 5}\nactions:\n  - {do: activate, card: 見張り}\n"
        + choices
        + "ask: [A.hand, A.left_front]\n"
    )


def test_the_card_itself_does_not_pay_the_second_part() -> None:
    r = resolve(loads(_board("rest"), "t.yaml"))
    assert main_state(r, "A.hand") == 0
    assert {"8.4.2.1", "8.4.2.2", "8.6.2.3.2", "1.3.2.1"} <= decided(r)
    assert any("8.4.2.2.1" in cs for cs in ambiguity_clauses(r))


def test_another_standing_character_pays_it_and_is_the_only_choice() -> None:
    # the one answer at the cost is the second part's; the first part chooses nothing
    r = resolve(
        loads(_board("stand", "choices:\n  - {player: A, at: cost, choose: 相棒}\n"), "t.yaml")
    )
    assert main_state(r, "A.hand") == 1
    assert main_state(r, "A.left_front") == ["相棒(rest)"]
    assert not ambiguity_clauses(r)
