"""「『X』はタップ状態でもディフェンス(アタック)を行うことができる」 — X's text over 3.4.5.3 / 3.4.5.2's
「アンタップ状態のキャラクター」 (4.2.9), in each wording of a permission the document uses (「…できる」,
「…してもよい」, 「…することができる」, the act named 「ディフェンスを行う」), held as a keyword lost with
X's abilities (4.3.8); each on a minimal board (s31cotext; round 35)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, unsupported


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("『不寝番』はタップ状態でもディフェンスを行うことができる。", "tapped_defend"),
        ("『不寝番』はタップ状態でもディフェンスできる。", "tapped_defend"),
        ("『不寝番』はタップ状態でもディフェンスすることができる。", "tapped_defend"),
        ("『不寝番』はタップ状態でもディフェンスしてもよい。", "tapped_defend"),
        ("『不寝番』はタップ状態でもディフェンスを行ってもよい。", "tapped_defend"),
        ("このカードはタップ状態でもディフェンスできる。", "tapped_defend"),
        ("『不寝番』はタップ状態でもアタックできる。", "tapped_attack"),
        ("『不寝番』はタップ状態でもアタックを行うことができる。", "tapped_attack"),
    ],
)
def test_each_wording_is_one_keyword(text: str, key: str) -> None:
    ab = co_ability(text, name="不寝番")
    assert ab.supported, ab.reason
    assert (ab.program.kind, ab.program.keyword) == ("keyword", key)


def test_a_statement_without_permission_is_not_read_so() -> None:
    # 「…でもディフェンスを行う」 says no permission: not this keyword
    ab = co_ability("『不寝番』はタップ状態でもディフェンスを行う。", name="不寝番")
    assert not ab.supported or ab.program.keyword != "tapped_defend"


_DEFEND = """
turn: {{player: A, number: 9, phase: main}}
players:
  A:
    hp: 10
    deck: 20
    field:
      - {{name: 槍兵, type: character, ap: 2, dp: 2}}
  B:
    hp: 10
    deck: 20
    field:
      - {{name: 不寝番, type: character, ap: 2, dp: 3, state: rest, text: "{text}"}}
actions:
  - {{do: attack, attacker: 槍兵, defender: {{card: 不寝番, allowed: {allowed}}}}}
ask: [槍兵.zone, B.hp]
"""


def test_a_tapped_character_with_the_text_defends() -> None:
    r = co_run(
        _DEFEND.format(text="『不寝番』はタップ状態でもディフェンスできる。", allowed="true")
    )
    assert r.main.outcome["state"] == {"槍兵.zone": "A.dustbox", "B.hp": 10}
    assert {"4.2.9", "3.4.5.3"} <= set(r.decided_by)
    assert not unsupported(r)


def test_neighbour_without_it_a_tapped_character_cannot_defend() -> None:
    r = co_run(_DEFEND.format(text="『不寝番』はアタックできない。", allowed="false"))
    assert r.main.outcome["state"] == {"槍兵.zone": "A.field", "B.hp": 8}


_ATTACK = """
turn: {{player: A, number: 9, phase: main}}
players:
  A:
    hp: 10
    deck: 20
    field:
      - {{name: 夜襲兵, type: character, ap: 2, dp: 2, state: rest, text: "{text}"}}
  B:
    hp: 10
    deck: 20
actions:
  - {{do: attack, attacker: 夜襲兵, defender: none, allowed: {allowed}}}
ask: [B.hp]
"""


def test_a_tapped_character_with_the_text_attacks() -> None:
    r = co_run(
        _ATTACK.format(
            text="『夜襲兵』はタップ状態でもアタックを行うことができる。", allowed="true"
        )
    )
    assert r.main.outcome["state"] == {"B.hp": 8}
    assert {"4.2.9", "3.4.5.2"} <= set(r.decided_by)
    assert not unsupported(r)


def test_neighbour_without_it_a_tapped_character_cannot_attack() -> None:
    r = co_run(_ATTACK.format(text="『夜襲兵』はディフェンスできない。", allowed="false"))
    assert r.main.outcome["state"] == {"B.hp": 10}
