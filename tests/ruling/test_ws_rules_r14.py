"""ws behaviours fixed while reading the round-13 blind entries (tests/scenarios/ws/r13_*), each
on a minimal case of its own."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD

HAND_LEVEL = (
    WS_HEAD
    + """players:
  A:
    level: 1
    stock: 2
    deck: 10
    waiting_room: [{name: 山場, type: climax, count: NCX}]
    hand:
      - {name: 軽い子, type: character, level: 2, cost: 0, power: 3000, soul: 1, text: "【永】 あなたの控え室のCXが1枚以下なら、あなたの手札のこのカードのレベルを－1。"}
  B:
    deck: 10
actions:
  - {do: play, card: 軽い子, slot: center_front}
ask: [軽い子.zone, 軽い子.level]
"""
)


@pytest.mark.parametrize(
    ("cx", "zone", "level"), [(2, "A.hand", 2), (1, "A.stage.center_front", 2)]
)
def test_ws_a_hand_ability_read_in_the_hand_cites_where_it_works(
    cx: int, zone: str, level: int
) -> None:
    """2.12.2.3: 「あなたの手札のこのカードのレベルを－1」 works in the hand though a character's
    text is in force on the stage: read there, met (level 1, played at level 1; on the stage it
    is level 2 again) or unmet (8.3.3: level 2 stays, the play refused, 8.6.2.1.2), the ruling
    cites 2.12.2.3."""
    r = resolve(loads(HAND_LEVEL.replace("NCX", str(cx))))
    assert r.outcome["state"] == {"軽い子.zone": zone, "軽い子.level": level}
    assert "2.12.2.3" in r.decided_by
    assert ("8.3.3" in r.decided_by) is (cx == 2)


EXPERIENCE = (
    WS_HEAD
    + """players:
  A:
    level: [{name: 昇格, type: character, level: 1}, LEVEL2]
    deck: 10
    stage:
      center_front: {name: 経験者, type: character, level: 1, power: 4000, soul: 1, text: "【永】 経験 あなたのレベル置場のカードのレベルの合計が2以上なら、このカードのパワーを＋500。"}
  B:
    deck: 10
actions:
  - {do: check_timing}
ask: [経験者.power]
"""
)


@pytest.mark.parametrize(
    ("second", "power", "absent"),
    [
        ("{name: 昇格CX, type: climax}", 4000, True),
        ("{name: 昇格2, type: character, level: 1}", 4500, False),
        ("{name: 昇格E, type: event, level: 2}", 4500, False),
    ],
)
def test_ws_a_total_over_a_climax_reads_its_level_as_zero(
    second: str, power: int, absent: bool
) -> None:
    """2.19.1: a climax has no level (2.6.1); a total of levels reads it as 0 and cites 2.19.1
    — only when such a card is among those totalled; 経験 is a label with no meaning of its own
    (10.10.1), cited with the clause giving the ability the keyword (10.10.2), whether the
    condition is met or not (8.3.3)."""
    r = resolve(loads(EXPERIENCE.replace("LEVEL2", second)))
    assert r.outcome["state"] == {"経験者.power": power}
    assert ("2.19.1" in r.decided_by) is absent
    assert {"10.10.1", "10.10.2"} <= set(r.decided_by)
    assert ("8.3.3" in r.decided_by) is (power == 4000)
