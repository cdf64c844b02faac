"""Round 59 (s56vsC): 「<期間>、このカードの攻撃力を2倍にする」 — a value multiplied for as long as
printed (6.8.1.4: 「このアタック中」 ends with the attack, 「ターンの終わりまで」 with the turn),
applied after the additions and subtractions whenever the value is read (8.9.1.8)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _board(duration: str, states: str) -> str:
    text = f"[リング]このカードがアタックした時、{duration}、このカードの攻撃力を2倍にする。"
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n"
        f'    ring: {{name: 焔, ap: 2000, dp: 2000, text: "{text}"}}\n'
        "    bench: {left: {name: 篝, ap: 1000, dp: 1000, "
        'text: "[ベンチ]あなたのリングのカードを+1000/+0。"}}\n'
        "  B:\n    deck: 10\n    ring: {name: 氷雨, ap: 1000, dp: 9000}\n"
        "actions:\n  - {do: attack, support: 篝}\n"
        f"expect:\n  state: {{{states}}}\n"
    )


def test_until_the_end_of_the_turn() -> None:
    # (2000 + 1000) × 2 dealt, and still doubled after the attack
    r = resolve(loads(_board("ターンの終わりまで", "氷雨.damage: 6000, 焔.ap: 6000"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "8.9.1.8" in r.decided_by, r.decided_by


def test_during_this_attack() -> None:
    # doubled for the attack's damage only: after it, 2000 + 1000
    r = resolve(loads(_board("このアタック中", "氷雨.damage: 6000, 焔.ap: 3000"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
