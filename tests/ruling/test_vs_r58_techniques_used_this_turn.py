"""Round 58 (s55vsC): 「このターン中に（あなた|相手）が技を使っていない / 使っていたなら」 and
「このターン中にあなたが技を使った回数がN回以上なら」 — the techniques that player used this turn
(8.12.1: a technique used is one resolved), counted from the turn's record as the condition is read
(8.6.5 / 8.3.3); the technique being resolved is not yet one used."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

COUNTED = "[ベンチ][このカードをレストする]このターン中にあなたが技を使った回数が2回以上なら、あなたは1枚引く。"
NONE_YET = (
    "[ベンチ][このカードをレストする]あなたがこのターン中に技を使っていないなら、あなたは2枚引く。"
)
STAT = "[リング]このカードは、このターン中にあなたが技を使った回数が2回以上なら+500/+500される。"


def test_the_conditions_compile() -> None:
    got = {}
    for text in (COUNTED, NONE_YET, STAT):
        (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="楓", text=text))
        assert ab.supported, ab.reason
        got[text] = ab.program.condition
    assert got[COUNTED] == ("turn_used", "you", "ge", 2)
    assert got[NONE_YET] == ("not", ("turn_used", "you", "ge", 1))
    assert got[STAT] == ("turn_used", "you", "ge", 2)


def _board(bench: str, uses: int, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n    hand: 0\n"
        "    energy: [{state: stand, uid: E1}, {state: stand, uid: E2}]\n"
        '    ring: {name: 雅, ap: 1000, dp: 2000, text: "[リング][あなたのエネルギーを1枚レストする]'
        'あなたは1枚引く。"}\n'
        f'    bench: {{left: {{name: 楓, ap: 1000, dp: 1000, text: "{bench}"}}}}\n'
        "  B:\n    deck: 10\n    ring: {name: 冴, ap: 1000, dp: 2000}\n"
        "actions:\n  - do: ability_phase\n    actions:\n"
        + "      - {do: use, card: 雅}\n" * uses
        + "      - {do: use, card: 楓}\n"
        + expect
    )


def test_techniques_used_this_turn_counted() -> None:
    # two uses of 雅 this turn meet 「2回以上」 (楓's own draw is the third card); one does not
    for uses, hand in ((2, 3), (1, 1)):
        ex = f"expect:\n  state: {{A.hand: {hand}}}\n  decided_by: ['8.12.1', '6.1.1']\n"
        r = resolve(loads(_board(COUNTED, uses, ex), "t.yaml"))
        assert not check_expect(r), (uses, check_expect(r))


def test_no_technique_used_yet() -> None:
    # 楓 first: no technique of A's resolved this turn yet (its own is being resolved, 8.12.1)
    for uses, hand in ((0, 2), (1, 1)):
        ex = f"expect:\n  state: {{A.hand: {hand}}}\n  decided_by: ['8.12.1']\n"
        r = resolve(loads(_board(NONE_YET, uses, ex), "t.yaml"))
        assert not check_expect(r), (uses, check_expect(r))


def test_a_continuous_change_under_the_count() -> None:
    # 「このカードは、…回数が2回以上なら+500/+500される」 (8.3.3): in force after the second use
    for uses, dp in ((2, 2500), (1, 2000)):
        text = "[ベンチ][あなたのエネルギーを1枚レストする]あなたは1枚引く。"
        board = (
            "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
            "players:\n  A:\n    deck: 10\n    hand: 0\n"
            "    energy: [{state: stand, uid: E1}, {state: stand, uid: E2}]\n"
            f'    ring: {{name: 雅, ap: 1000, dp: 2000, text: "{STAT}"}}\n'
            f'    bench: {{left: {{name: 楓, ap: 1000, dp: 1000, text: "{text}"}}}}\n'
            "  B:\n    deck: 10\n    ring: {name: 冴, ap: 1000, dp: 2000}\n"
            "actions:\n  - do: ability_phase\n    actions:\n"
            + "      - {do: use, card: 楓}\n" * uses
            + f"expect:\n  state: {{雅.dp: {dp}}}\n  decided_by: ['8.3.3', '8.12.1']\n"
        )
        r = resolve(loads(board, "t.yaml"))
        assert not check_expect(r), (uses, check_expect(r))
