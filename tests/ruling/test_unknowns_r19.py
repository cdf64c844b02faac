"""Unknown values still silently defaulted before round 19 (issue 14, "Unknown stays unknown";
s15unk): each is now stated as an assumption where it decides, through the shared doors of
``ruling.values`` — ``assume_matched`` (key ``not_given_filter_met``: a negated description
「「X」以外の」 passed on a value not given, the card taken not to be X; ws 「キャラ」 naming a card
of unstated type off the stage, taken to be one) and ``assume_unmatched`` (key
``not_given_condition_unmet``: now also trigger icons and the abilities a card holds when its
text is not given, and the cards of a zone given only by a count, said once for the zone). Each
case: the value left out (the statement) and given (none)."""

from __future__ import annotations

import ruling.games.vg  # noqa: F401  (registers each game's card-text compiler)
import ruling.games.ws  # noqa: F401
from ruling.resolve import Ruling, resolve
from ruling.scenario import loads

MET = "not_given_filter_met"
UNMET = "not_given_condition_unmet"


def _said(r: Ruling, key: str) -> list[str]:
    return [w.en for w in r.warnings() if w.kind == "assumption" and w.key == key]


WS = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 3000, soul: 1}
    waiting_room: [CARD]
    hand: 0
    deck: DECK
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "TEXT"}
ask: [A.hand]
"""


def _ws(card: str, text: str, deck: str = "10") -> Ruling:
    return resolve(loads(WS.replace("CARD", card).replace("TEXT", text).replace("DECK", deck)))


NOT_NAMED = "あなたは自分の控え室の「甲」以外のキャラを1枚選び、手札に戻す。"


def test_ws_a_negated_name_on_a_name_not_given_is_said() -> None:
    """「「甲」以外のキャラ」 on a waiting-room character whose name is not given: it is taken to
    be one other than 甲 (returned), and the ruling says so; named 乙, nothing is said; named 甲,
    it is not returned."""
    r = _ws("{type: character, level: 0}", NOT_NAMED)
    assert r.outcome["state"] == {"A.hand": 1}
    said = _said(r, MET)
    assert said and "name not given" in said[0] and "「甲」以外" in said[0], said
    given = _ws("{name: 乙, type: character, level: 0}", NOT_NAMED)
    assert given.outcome["state"] == {"A.hand": 1} and not _said(given, MET)
    same = _ws("{name: 甲, type: character, level: 0}", NOT_NAMED)
    assert same.outcome["state"] == {"A.hand": 0} and not _said(same, MET)


def test_ws_other_than_a_climax_on_a_type_not_given_is_said() -> None:
    text = "あなたは自分の控え室のクライマックス以外のカードを1枚選び、手札に戻す。"
    r = _ws("{name: 乙, level: 0}", text)
    assert r.outcome["state"] == {"A.hand": 1}
    said = _said(r, MET)
    assert said and "type not given" in said[0], said
    given = _ws("{name: 乙, type: character, level: 0}", text)
    assert given.outcome["state"] == {"A.hand": 1} and not _said(given, MET)


def test_ws_a_card_of_unstated_type_taken_as_a_character_is_said() -> None:
    """「キャラ」 naming a waiting-room card whose type is not given: taken to be a character (as
    before), now said; its type given, nothing is said. On the stage a card is a character: not
    said (the 甲 of the board is never named in a statement)."""
    text = "あなたは自分の控え室のキャラを1枚選び、手札に戻す。"
    r = _ws("{name: 乙, level: 0}", text)
    assert r.outcome["state"] == {"A.hand": 1}
    said = _said(r, MET)
    assert said and said[0].startswith("乙: type not given, taken to be") and "character" in said[0]
    given = _ws("{name: 乙, type: character, level: 0}", text)
    assert not _said(given, MET)


def test_ws_a_trigger_icon_filter_on_icons_not_given_is_said() -> None:
    """A filter on a trigger icon (「トリガーアイコンが[[soul.gif]]の」) read on a card whose icons
    are not given (no type, no trigger): taken not to have it, and said (before: silently none)."""
    text = "あなたは自分の控え室のトリガーアイコンが[[soul.gif]]のカードを1枚選び、手札に戻す。"
    r = _ws("{name: 乙}", text)
    # round 28: branched on (乙 qualifies or not, ``values.branch_candidates``), no longer said
    assert r.outcome["by_unknown"] is True and not _said(r, UNMET)
    got = {b["choices"][0]: b["outcome"]["state"] for b in r.outcome["branches"]}
    assert sorted(got.values(), key=str) == [{"A.hand": 0}, {"A.hand": 1}], got
    given = _ws("{name: 乙, type: climax, trigger: soul}", text)
    assert given.outcome["state"] == {"A.hand": 1} and not _said(given, UNMET)


def test_ws_a_search_of_a_deck_given_by_a_count_is_said_once() -> None:
    """A search of a deck given only by a count (`deck: 10`, 「山札を見て《音楽》のキャラを1枚まで選び」):
    none of its cards is taken to be one the text names — said once for the zone, not once per
    card (before: ten statements, one per anonymous card)."""
    text = "あなたは自分の山札を見て《音楽》のキャラを1枚まで選んで相手に見せ、手札に加える。その山札をシャッフルする。"
    r = _ws("{name: 乙, type: character, level: 0}", text)
    assert r.outcome["state"] == {"A.hand": 0}
    said = _said(r, UNMET)
    assert len(said) == 1 and "A's deck given only by a count" in said[0], said
    listed = _ws(
        "{name: 乙, type: character, level: 0}",
        text,
        "[{name: 丙, type: character, level: 0, traits: [音楽]}, {name: 丁, type: character, level: 0, traits: []}]",
    )
    # the deck's cards listed: 丙 is offered (the player may take it or not), nothing is said
    found = [b["outcome"]["state"] for b in listed.outcome["branches"]]
    assert {"A.hand": 1} in found and not _said(listed, UNMET)


VG = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    drop: [CARD]
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - do: main_phase
    actions:
      - {do: resolve_text, player: A, text: "TEXT"}
ask: [A.hand]
"""


def _vg(card: str, text: str) -> Ruling:
    return resolve(loads(VG.replace("CARD", card).replace("TEXT", text)))


def test_vg_a_name_not_containing_on_a_name_not_given_is_said() -> None:
    text = "あなたのドロップから「竜」を含まないカードを１枚選び、手札に加える。"
    r = _vg("{type: normal, grade: 1}", text)
    assert r.outcome["state"] == {"A.hand": 1}
    said = _said(r, MET)
    assert said and "name not given" in said[0], said
    given = _vg("{name: 乙, type: normal, grade: 1}", text)
    assert given.outcome["state"] == {"A.hand": 1} and not _said(given, MET)


def test_vg_a_trigger_icon_filter_on_icons_not_given_is_said() -> None:
    text = "あなたのドロップから治トリガーのカードを１枚選び、手札に加える。"
    r = _vg("{name: 乙, grade: 0}", text)
    # round 27: branched on (乙 qualifies or not, ``values.branch_candidates``), no longer said
    assert r.outcome["by_unknown"] is True and not _said(r, UNMET)
    got = {b["choices"][0]: b["outcome"]["state"] for b in r.outcome["branches"]}
    assert sorted(got.values(), key=str) == [{"A.hand": 0}, {"A.hand": 1}], got
    given = _vg("{name: 乙, type: trigger, trigger: heal, grade: 0}", text)
    assert given.outcome["state"] == {"A.hand": 1} and not _said(given, UNMET)
