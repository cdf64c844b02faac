"""Round 58 (s55vsC): 「あなたの手札のカードの技名の文字数の合計がN以上なら」 — the characters of every
technique name of the cards of a player's zone, summed (2.13.1; 2.13.3.1: a technique of two names
has each apart, so both count), in force only while it holds (8.3.3)."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

TOTAL = "[リング]あなたの手札のカードの技名の文字数の合計が10以上なら、このカードは+0/+1000される。"


def test_the_total_compiles() -> None:
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="雅", text=TOTAL))
    assert ab.supported, ab.reason
    assert ab.program.condition == ("total", "your_hand", "technique_name_length", "ge", 10)


def _board(second: str, dp: int) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n"
        '    hand: [{name: 一, text: "【あいうえお】[リング]このカードは+500/+0される。"}, '
        f'{{name: 二, text: "{second}"}}]\n'
        f'    ring: {{name: 雅, ap: 1000, dp: 2000, text: "{TOTAL}"}}\n'
        "  B:\n    deck: 10\n    ring: {name: 冴, ap: 1000, dp: 2000}\n"
        f"actions: []\nexpect:\n  state: {{雅.dp: {dp}}}\n  decided_by: ['8.3.3', '2.13.3.1']\n"
    )


def test_two_names_of_one_technique_both_count() -> None:
    # 5 + (5 + 2): 12 characters in all, at least 10 — the technique is +0/+1000
    two = "【かきくけこ】【さし】[リング]このカードは+500/+0される。"
    r = resolve(loads(_board(two, 3000), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_fewer_characters_do_not_meet_it() -> None:
    # 5 + 4: 9 characters, fewer than 10 — no change
    r = resolve(loads(_board("【かきくけ】[リング]このカードは+500/+0される。", 2000), "t.yaml"))
    assert not check_expect(r), check_expect(r)
