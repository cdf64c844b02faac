"""「ダストボックスから『X』以外のキャラクターカードを1枚選び、手札に戻してもよい」 (round 49, s46coF;
cards_r48 U-7511): the cards a chosen move picks among, described as 「『X』以外の…」 (X this card's
name) or 「他の…」, are the cards of that kind but this card itself — 4.2.10 reads the name printed as
this card, not another of the same name; the move is the chooser's own zone to its owner's hand
(4.3.2.6, 4.2.12)."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.rules import get_game
from ruling.state import Card
from tests.ruling.boards import co_run

TEXT = "『ネフェル』がクラッシュしたとき、あなたはダストボックスから『ネフェル』以外のキャラクターカードを1枚選び、手札に戻してもよい。"

BOARD = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{{name: 火球, type: spell, cost: 1, text: "対象のキャラクターに4点のダメージを与える。"}}]
    field: [{{name: ネフェル, type: character, ap: 1, dp: 1, text: "{text}"}}]
    dustbox: [{dust}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: play, card: 火球, target: ネフェル}}
ask: [ネフェル.zone{more}]
"""


def _program(text: str) -> object:
    get_game("co")
    (ab,) = abilities_of(
        "co", Card(uid="x", name="ネフェル", owner="A", type="character", text=text)
    )
    assert ab.supported, ab.reason
    return ab.program


def _yes(r: object) -> dict[str, str]:
    (yes,) = [b for b in r.outcome["branches"] if b["choices"][0] == "yes"]  # type: ignore[attr-defined]
    return yes["outcome"]["state"]  # type: ignore[no-any-return]


def test_the_compiled_move_excludes_this_card() -> None:
    (op,) = _program(TEXT).ops  # type: ignore[attr-defined]
    assert op.kind == "chosen_move" and op.optional
    assert op.value == ("dustbox", "character", "hand", None, None, True)


def test_other_is_the_same_exclusion() -> None:
    other = TEXT.replace("『ネフェル』以外の", "他の")
    (op,) = _program(other).ops  # type: ignore[attr-defined]
    assert op.value[-1] is True
    (plain,) = _program(TEXT.replace("『ネフェル』以外の", "")).ops  # type: ignore[attr-defined]
    # without the words: any character card of the dustbox, this one too (a plain move)
    assert plain.kind != "chosen_move" or plain.value[-1] is False


def test_the_other_character_returns_and_this_card_stays() -> None:
    r = co_run(
        BOARD.format(
            text=TEXT, dust="{name: 古戦士, type: character, ap: 1, dp: 1}", more=", 古戦士.zone"
        )
    )
    # 「…てもよい」: the player's choice (the branch where it is done)
    assert _yes(r) == {"ネフェル.zone": "A.dustbox", "古戦士.zone": "A.hand"}
    assert "4.3.2.6" in r.decided_by


def test_this_card_alone_in_the_dustbox_is_not_chosen() -> None:
    r = co_run(BOARD.format(text=TEXT, dust="", more=""))
    assert r.outcome["state"] == {"ネフェル.zone": "A.dustbox"}
    without = co_run(BOARD.format(text=TEXT.replace("『ネフェル』以外の", ""), dust="", more=""))
    assert _yes(without) == {"ネフェル.zone": "A.hand"}
