"""Citations complete by construction (issue 14, round 17): general constructions that make a
reason the engine used part of the ruling, each on a minimal board where the clause must be
cited and one where it must not (docs/citations.md).

- a check found not to apply to a card (a step touching the card: a keyword read and not met,
  a rule read and not applied) inside a procedure that then changes that card is a cause of the
  change: the change happened although the check was made (``Engine._checked_causes``). Only
  while the procedure the check was made in is still being carried out: a check of an earlier
  action is no reason of a later one.
"""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

MC_BOARD = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 20
    field:
      c3:
        - {name: 雪原, type: terrain, limit: 6}
        - {name: 氷の巨人, type: unit, level: 2, attack: 2, defense: 3, text: "%s"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
%s
ask: [B.discard]
"""

ACT = '  - {do: resolve_text, player: A, text: "%s", target: 氷の巨人}'


def _mc(text: str, *effects: str):
    return resolve(loads(MC_BOARD % (text, "\n".join(ACT % e for e in effects))))


def test_a_keyword_read_and_not_met_is_a_reason_of_the_change_it_did_not_prevent() -> None:
    """mc 13.1.7.1: 「耐性:吹雪」 is read against 【電撃】 damage and does nothing; the unit
    dies of that damage. Its death rests on the resistance not applying."""
    r = _mc("「耐性:吹雪」", "対象に【電撃】【3】ダメージを与える。")
    assert r.main.final.zone("B", "discard")
    assert "13.1.7.1" in r.decided_by


def test_a_check_of_an_earlier_action_is_no_reason_of_a_later_change() -> None:
    """mc 13.1.8.1: 「弱点:火炎」 read against 【電撃】 damage in the first action (the unit
    survives); the second action discards it for a defence of 0: the weakness decided nothing
    of that."""
    r = _mc(
        "「弱点:火炎 (+2ダメージ)」",
        "対象に【電撃】【1】ダメージを与える。",
        "対象に「防御力:-3」を付与する。",
    )
    assert r.main.final.zone("B", "discard")
    assert "11.3.1.1.1" in r.decided_by
    assert not {"13.1.8.1", "13.1.8.3"} & set(r.decided_by)
