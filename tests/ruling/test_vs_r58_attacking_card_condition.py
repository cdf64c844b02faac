"""Round 58 (s55vsC): 「あなたのリングのカードがアタックした時、そのカードが“X” / 《X》を持つなら、…」
— 「そのカード」 in the condition is the card of the event, the ring card attacking (7.1.3.2,
4.14.1), read as the technique resolves (8.6.5)."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

TITLED = "[ベンチ]あなたのリングのカードがアタックした時、そのカードが“夜勤店長”なら、そのアタック中、そのカードは+500/+0される。"


def test_the_condition_compiles() -> None:
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="楓", text=TITLED))
    assert ab.supported, ab.reason
    assert ab.program.condition == ("match", "attacker", (), (("titled", "夜勤店長"),), ())


def _board(title: str, damage: int) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: attack}\n"
        "players:\n  A:\n    deck: 10\n"
        f"    ring: {{name: 雅, title: {title}, ap: 1000, dp: 2000}}\n"
        f'    bench: {{left: {{name: 楓, ap: 1000, dp: 1000, text: "{TITLED}"}}, '
        "right: {name: 春香, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: 10\n    ring: {name: 美希, ap: 1000, dp: 5000}\n"
        "actions:\n  - {do: attack, support: 春香}\n"
        f"expect:\n  state: {{美希.damage: {damage}}}\n"
    )


def test_the_attacking_card_so_titled() -> None:
    # 雅 1000, + 500 for the title: 1500 damage (春香 supports, 7.1.3.1)
    r = resolve(loads(_board("夜勤店長", 1500), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_another_title() -> None:
    r = resolve(loads(_board("店員", 1000), "t.yaml"))
    assert not check_expect(r), check_expect(r)
