"""Round 63 (s60vswsR): a prohibition printed on a character (「【永】 相手はイベントを手札からプレイできない」)
forbids only while its card is on the stage (2.12.2.1; a continuous ability makes its effect only
while in force, 8.1.1.3). Once the card has left the stage during the replay, an event played is
allowed, and the ruling reads that: it cites 2.12.2.1 and 8.1.1.3 for the play. A card with such
a text that was never on the stage (in the hand from the start) is not read."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

_BAN = '"【永】 相手はイベントを手札からプレイできない。"'


def _board(bounce: bool) -> str:
    where = (
        f"    stage: {{center_front: {{name: 審問官, type: character, level: 1, power: 5000, text: {_BAN}}}}}\n"
        if bounce
        else f"    hand: [{{name: 審問官, type: character, level: 1, power: 5000, text: {_BAN}}}]\n"
    )
    actions = (
        "  - {do: play, card: 書, allowed: false}\n  - {do: activate, card: 笛吹き}\n"
        if bounce
        else ""
    )
    choices = "choices:\n  - {player: A, at: choose, choose: 審問官}\n" if bounce else ""
    return (
        "game: ws\ntitle: t\nturn: {player: A, number: 8, phase: main, first_player: A}\n"
        "players:\n  A:\n    level: 2\n    clock: [{name: 札, type: character, color: blue}]\n"
        "    stock: 3\n"
        '    hand: [{name: 書, type: event, level: 1, cost: 1, color: blue, text: "あなたは1枚引く。"}]\n'
        "    deck: [{name: 頁, type: character}, 10]\n"
        "    stage:\n      center_front: {name: 笛吹き, type: character, level: 2, color: blue, power: 6000,"
        ' text: "【起】 ［(1) このカードを【レスト】する］ 相手のキャラを1枚選び、手札に戻す。"}\n'
        f"  B:\n    deck: 10\n{where}"
        f"actions:\n{actions}  - {{do: play, card: 書}}\n{choices}"
        "expect:\n  state: {書.zone: A.waiting_room, 頁.zone: A.hand}\n"
    )


def test_ban_ended_with_its_card_leaving_the_stage_is_read() -> None:
    r = resolve(loads(_board(True), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"2.12.2.1", "8.1.1.3"} <= set(r.decided_by), r.decided_by


def test_ban_never_on_the_stage_is_not_read() -> None:
    r = resolve(loads(_board(False), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "2.12.2.1" not in r.decided_by, r.decided_by
