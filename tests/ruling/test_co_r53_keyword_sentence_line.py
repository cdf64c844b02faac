"""co round 53 (s50coT): a keyword without a parameter printed as a sentence of its own on its own
line (「使い捨て。」 above an event's effect): the line is that keyword ability (3-4-3 「使い捨て」), as
the same keyword printed without its 「。」; a sentence that only names a keyword (「All Turnでプレイ
してもよい。」) is still read as a sentence. The event resolves and goes to the dustbox (3.4.3, 4.2.3)."""

from __future__ import annotations

from grammar.parse import parse_card
from tests.ruling.boards import co_run, decided, main_state, unsupported

_EVENT = "使い捨て。\\n対象のキャラクター1体をタップする。"


def test_co_keyword_sentence_line_is_the_keyword() -> None:
    card = parse_card("使い捨て。\n対象のキャラクター1体をタップする。", "co").card
    assert card is not None
    kws = [a.keyword.id for a in card.abilities if a.keyword is not None]
    assert kws == ["disposable"]
    card = parse_card(
        "All Turnでプレイしてもよい。\n対象のキャラクター1体をタップする。", "co"
    ).card
    assert card is not None
    assert all(a.keyword is None or a.keyword.id == "all_turn" for a in card.abilities)


def test_co_keyword_sentence_line_event_runs() -> None:
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 10\n    hand:\n"
        f'      - {{name: 消灯, type: event, cost: 1, text: "{_EVENT}"}}\n'
        "  B:\n    hp: 10\n    deck: 10\n    field: [{name: 見張り, type: character, ap: 1, dp: 1}]\n"
        "actions:\n  - {do: play, player: A, card: 消灯, target: 見張り}\n"
        "ask: [見張り.state, 消灯.zone]\n"
    )
    assert not unsupported(r)
    assert main_state(r, "見張り.state") == "rest"
    assert main_state(r, "消灯.zone") == "A.dustbox"
    assert "3.4.3" in decided(r)
