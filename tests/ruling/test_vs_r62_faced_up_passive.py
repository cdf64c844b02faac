"""Round 62 (s59vsC): 「…のサプライズ置場のカードが表にされた時」 and 「このターンに…表にされていたなら」.

- 「XがSにされた時」 is 「XがSになった時」: X put in the state S (4.9.1.5 「カードを表向き状態にする
  ことを「表にする」といいます」), by whoever did it — the shared reader's state event
  (``Vocab.state_events``), VS's 「表になった時」 (a surprise zone's card turned face up).
- 「このターンに（あなた|相手）のサプライズ置場のカードが表にされていたなら」: a card of that zone
  turned face up since the turn began (6.1.1, 4.9.1.5), read from the turn's record as the
  condition is (8.6.5) — ``turn_faced_up``.
"""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability

SURPRISE = "①[相手のカードがアタックした時]このアタック中、アタックしているカードは-2000/-0される。"


def test_compiled() -> None:
    for text in (
        "[ベンチ]相手のサプライズ置場のカードが表にされた時、あなたは1枚引く。",
        "[ベンチ]相手のサプライズ置場のカードが表になった時、あなたは1枚引く。",
    ):
        ab = vs_ability(text)
        assert ab.supported, ab.reason
        assert ab.program.trigger == "opp_surprise_up"
    for text in (
        "[リング]エンドフェイズの始めに、このターンに相手のサプライズ置場のカードが表にされていたなら、"
        "あなたは1枚引く。",
        "[リング]エンドフェイズの始めに、このターンにあなたのサプライズ置場のカードが表になっていたなら、"
        "あなたは1枚引く。",
    ):
        ab = vs_ability(text)
        assert ab.supported, ab.reason
        assert ab.program.condition[0] == "turn_faced_up"


BOARD = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B}
players:
  A:
    deck: 9
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "%s"}}
  B:
    deck: 9
    ring: {name: 美希, ap: 1000, dp: 2000}
    surprise: {name: 雪歩, text: "%s"}
actions:
  - {do: attack, support: 春香}
  - {do: end_phase}
choices:
  - {player: B, at: surprise, choose: %s}
ask: [A.hand]
"""


def test_on_a_board_the_passive_trigger_meets_the_flip() -> None:
    """3.9.1, 4.9.1.5: 雪歩 turned face up by its condition — 春香's trigger draws a card."""
    bench = "[ベンチ]相手のサプライズ置場のカードが表にされた時、あなたは1枚引く。"
    for flip, hand in (("yes", 1), ("no", 0)):
        r = resolve(loads(BOARD % ("", bench, SURPRISE, flip)))
        assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
        assert r.outcome["state"] == {"A.hand": hand}, flip


def test_on_a_board_the_turns_record_is_read_at_the_end_phase() -> None:
    """6.1.1, 4.9.1.5: at the end phase's start 千早 reads whether B's surprise card was turned
    face up this turn (8.6.5) — it was when B chose to, and it has left the zone since (9.7.1)."""
    ring = (
        "[リング]エンドフェイズの始めに、このターンに相手のサプライズ置場のカードが表にされていたなら、"
        "あなたは1枚引く。"
    )
    for flip, hand in (("yes", 1), ("no", 0)):
        r = resolve(loads(BOARD % (ring, "", SURPRISE, flip)))
        assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
        assert r.outcome["state"] == {"A.hand": hand}, flip
        if flip == "yes":
            assert {"6.1.1", "4.9.1.5"} <= set(r.decided_by)
