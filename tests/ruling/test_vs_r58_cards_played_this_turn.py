"""Round 58 (s55vsC): 「このターン中に（あなた|相手）がカードを（N枚以上）プレイしていた / していない
なら」 — the cards that player played this turn (8.4.1.3.1; each card one play), counted from the
turn's record as the condition is read (8.6.5, 6.1.1)."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

TWO = "[ベンチ][このカードをレストする]このターン中にあなたがカードを2枚以上プレイしていたなら、あなたは1枚引く。"
NONE = "[ベンチ][このカードをレストする]このターン中にあなたがカードをプレイしていないなら、あなたは1枚引く。"


def test_the_conditions_compile() -> None:
    want = {TWO: ("turn_played", "you", "ge", 2), NONE: ("not", ("turn_played", "you", "ge", 1))}
    for text, cond in want.items():
        (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="楓", text=text))
        assert ab.supported, ab.reason
        assert ab.program.condition == cond


def _board(bench: str, plays: list[str], deck: int) -> str:
    played = ", ".join(
        f"{{do: play, card: {n}, to: {f}}}"
        for n, f in zip(plays, ("center", "right"), strict=False)
    )
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4}\n"
        "players:\n  A:\n    deck: 10\n"
        "    hand: [{name: 雪歩, level: 0, ap: 1000, dp: 1000}, {name: 真, level: 0, ap: 1000, dp: 1000}]\n"
        "    ring: {name: 雅, ap: 1000, dp: 2000}\n"
        f'    bench: {{left: {{name: 楓, ap: 1000, dp: 1000, text: "{bench}"}}}}\n'
        "  B:\n    deck: 10\n    ring: {name: 冴, ap: 1000, dp: 2000}\n"
        f"actions:\n  - {{do: chara_phase, actions: [{played}]}}\n"
        "  - {do: ability_phase, actions: [{do: use, card: 楓}]}\n"
        f"expect:\n  state: {{A.deck: {deck}}}\n  decided_by: ['8.4.1.3.1', '6.1.1']\n"
    )


def test_cards_played_this_turn_counted() -> None:
    # two played: 「2枚以上」 met, 1 drawn (deck 9); one played: not met (deck 10)
    for plays, deck in ((["雪歩", "真"], 9), (["雪歩"], 10)):
        r = resolve(loads(_board(TWO, plays, deck), "t.yaml"))
        assert not check_expect(r), (plays, check_expect(r))


def test_none_played() -> None:
    for plays, deck in (([], 9), (["雪歩"], 10)):
        r = resolve(loads(_board(NONE, plays, deck), "t.yaml"))
        assert not check_expect(r), (plays, check_expect(r))
