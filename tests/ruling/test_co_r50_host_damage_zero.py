"""「セットされたキャラクターがダメージを受けたとき、あなたはこのカードをクラッシュしてもよい。
そうしたなら、セットされたキャラクターが受けるそのダメージを0にする。」 (round 50, s47coC; issue
12): 「Xが受けるそのダメージ」 is the damage the moment names (4.3.10.2), the relative saying again
whose it is; a card set on a character (4.2.11) waits for its host's damage and reduces it in the
reduction window (4.3.10.2), before the damage is determined (4.3.10.3) — the host then takes none
and does not crash (4.3.11). Declined: the damage is dealt."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, co_ability

TEXT = (
    "セットされたキャラクターがダメージを受けたとき、あなたはこのカードをクラッシュしてもよい。"
    "そうしたなら、セットされたキャラクターが受けるそのダメージを0にする。"
)


def test_compiles_as_the_hosts_damage_reduced_to_zero() -> None:
    ab = co_ability(TEXT, "item", name="綱")
    assert ab.supported, ab.reason
    assert (ab.program.on, ab.program.whose) == ("damaged", "host")
    crash, zero = ab.program.ops
    assert (crash.kind, crash.optional) == ("crash", True)
    assert (zero.kind, zero.who, zero.value, zero.if_done) == ("reduce", "that_damage", "all", True)


def test_that_damage_of_a_group_is_refused() -> None:
    text = (
        "『綱』がダメージを受けたとき、あなたがコントロールしているすべてのキャラクターが受ける"
        "そのダメージを0にする。"
    )
    assert not co_ability(text, "character", name="綱").supported


BOARD = """game: co
title: t
turn: {player: B, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 登山家, type: character, ap: 1, dp: 2}
      - {name: 綱, type: item, set_on: 登山家, text: "キャラクター1体にセット\\n%s"}
  B:
    hp: 20
    energy: 3
    deck: 10
    hand: [{name: 落石, type: spell, cost: 1, text: "対象のキャラクター1体に3点のダメージを与える。"}]
actions:
  - {do: play, card: 落石, target: 登山家}
choices:
  - {player: A, at: optional_step, choose: %s}
ask: [登山家.zone, 綱.zone]
"""


def _run(answer: str) -> Any:
    return resolve(loads(BOARD % (TEXT, answer), "t.yaml"))


def test_crashing_the_item_spares_its_host() -> None:
    r = _run("yes")
    assert r.outcome["state"] == {"登山家.zone": "A.field", "綱.zone": "A.dustbox"}
    assert {"4.3.10.2", "4.3.10.3"} <= set(cited(r))


@pytest.mark.parametrize("answer", ["no"])
def test_declined_the_damage_is_dealt(answer: str) -> None:
    r = _run(answer)
    assert r.outcome["state"]["登山家.zone"] == "A.dustbox"
