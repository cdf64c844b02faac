"""Modal steps, round 30 (s26modal, issue 12): the 「…しか…ない」 limit said with the act as the verb
itself (CO 4.2.9 over 3.4's 「特に行動回数に制限がないものは…何回でも」, 4.3.6): 「この特殊能力は
1ターンにN回しか発動しない」 reads as 「…N回しか誘発しない」 (the noun 発動 was read, the verb
発動する was not), in any count and period, on a minimal board: the second resolution refused with
the clauses, the neighbour (no limit) resolving each time."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import CO_DAMAGED_TWICE, co_ability, co_run

# CO_DAMAGED_TWICE: two damages dealt to 泉 in one turn, its trigger fires twice


@pytest.mark.parametrize(
    ("limit", "n", "period"),
    [
        ("1ターンに1回しか発動しない", 1, "turn"),
        ("各ターンに1回しか発動しない", 1, "turn"),
        ("1ゲームに1回しか発動しない", 1, "game"),
        ("1ターンに2回までしか発動しない", 2, "turn"),
        ("、1ターンに1回しか発動しない", 1, "turn"),
    ],
)
def test_co_a_limit_said_with_the_verb_hatsudou(limit: str, n: int, period: str) -> None:
    text = f"『泉』がダメージを受けたとき、あなたはカードを1枚引く。この特殊能力は{limit}。"
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert (ab.program.kind, ab.program.per_turn, ab.program.use_period) == ("auto", n, period)
    # the same limit as the noun 「誘発」 / 「発動」 before 「しない」 reads
    said = co_ability(text.replace("発動しない", "誘発しない"))
    assert said.supported and said.program.per_turn == n
    r = co_run(CO_DAMAGED_TWICE.format(text=text))
    # damaged twice: at most n cards drawn
    assert r.outcome["state"] == {"A.hand": min(n, 2)}
    if n == 1:
        assert any("4.2.9" in s.clauses and "4.3.6" in s.clauses for s in r.main.trace.steps)


def test_co_the_neighbour_without_a_limit_resolves_each_time() -> None:
    text = "『泉』がダメージを受けたとき、あなたはカードを1枚引く。"
    assert co_run(CO_DAMAGED_TWICE.format(text=text)).outcome["state"] == {"A.hand": 2}


def test_co_hatsudou_on_a_used_ability_stays_refused_with_its_reason() -> None:
    # an activated ability is 「使用」ed (4.3.3); 「発動しない」 on it is not read as its use limit
    ab = co_ability(
        "1エネルギーを支払う:カードを1枚引く。この特殊能力は1ターンに1回しか発動しない。"
    )
    assert not ab.supported and "1ターンにN回" in ab.reason


# ------ 「『X』は(、)<状態>のキャラクターにディフェンスされない」 (passive_neg on the attacker): the
# attacker's text over 3.4.5.3 (4.2.9), the characters named by their state at the declaration —
# the neighbour of the gender / keyword filters already read (「男性キャラクターに」, 「「飛行」を持つ
# キャラクターに」)

SHUN = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field: [{{name: 隼, type: character, ap: 2, dp: 3, text: "{text}"}}]
  B:
    hp: 20
    deck: 10
    field:
      - {{name: 武者, type: character, ap: 0, dp: 5}}
actions:
  - {{do: attack, attacker: 隼, defender: {defender}}}
ask: [B.hp]
"""


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("『隼』はアンタップ状態のキャラクターにディフェンスされない。", "state:stand"),
        ("『隼』は、アンタップ状態のキャラクターにディフェンスされない。", "state:stand"),
        ("『隼』はタップ状態のキャラクターにディフェンスされない。", "state:rest"),
        ("『隼』は、タップ状態のキャラクターにディフェンスされない。", "state:rest"),
    ],
)
def test_co_not_defended_by_characters_in_a_state(text: str, key: str) -> None:
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert ab.program.keyword == f"undefended_by:{key}"
    r = co_run(SHUN.format(text=text, defender="武者"))
    if key == "state:stand":
        # the untapped 武者 may not defend: refused with the card-text clause, 2 damage to B
        assert r.main.rejected
        assert any("4.2.9" in s.clauses and "3.4.5.3" in s.clauses for s in r.main.trace.steps)
    else:
        # an untapped defender is not the one named: it defends (B takes no damage)
        assert not r.main.rejected
        assert r.outcome["state"] == {"B.hp": 20}


def test_co_the_neighbour_without_the_text_is_defended() -> None:
    r = co_run(
        SHUN.format(text="『隼』がアタックしたとき、あなたはカードを1枚引く。", defender="武者")
    )
    assert not r.main.rejected and r.outcome["state"] == {"B.hp": 20}


def test_co_no_defender_left_to_choose_when_every_one_is_named() -> None:
    # no defender given: the untapped 武者 is no option, the attack is undefended (3.4.5.4)
    doc = SHUN.format(
        text="『隼』はアンタップ状態のキャラクターにディフェンスされない。", defender="武者"
    ).replace(", defender: 武者", "")
    assert co_run(doc).outcome["state"] == {"B.hp": 18}


# ------ mc: 「この特殊能力は1ターンにN回まで使用できる / N回しか使用できない」 on a ◎ ability — the
# text over 14.4.1's 「何度でも使用することができます」 (1.3.1), read by the shared
# ``cardtext.abilities.use_limit`` (as vs and co read it); the N+1-th use this turn refused with the
# clauses, the neighbour (no limit) used each time


def _mc_uses(limit: str, n: int, next_turn: bool = False) -> str:
    text = (
        "◎[メイン]竜鳴印\\n〈コスト:手札1枚破棄/対象:このユニット〉\\n対象に「防御力:+2」を付与する。"
        + limit
    )
    uses = [f"  - {{do: use, card: 竜, target: 竜, cost_cards: [札{i}]}}" for i in range(n)]
    return f"""
game: mc
title: a ◎ ability used {n} time(s)
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    deck: 20
    hand: [{{name: 札0, type: item}}, {{name: 札1, type: item}}, {{name: 札2, type: item}}]
    field:
      c1:
        - {{name: 本陣, type: terrain, hq: true}}
        - {{name: 竜, type: unit, level: 1, attack: 1, defense: 1, text: "{text}"}}
  B:
    deck: 20
    field: {{c4: [{{name: 本陣, type: terrain, hq: true}}]}}
actions:
{chr(10).join(uses)}
ask: [竜.defense, A.hand]
"""


@pytest.mark.parametrize(
    ("limit", "n"),
    [
        ("この特殊能力は1ターンに1回まで使用できる。", 1),
        ("この特殊能力は1ターンに1回しか使用できない。", 1),
        ("この特殊能力は1ターンに2回まで使用できる。", 2),
        ("1ターンに1回まで使用できる。", 1),
    ],
)
def test_mc_a_use_limit_on_a_declare_ability(limit: str, n: int) -> None:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(loads(_mc_uses(limit, 3)))
    # n uses made (n cards discarded, +2 each), the others refused with the text over 14.4.1
    assert r.outcome["state"] == {"竜.defense": 1 + 2 * n, "A.hand": 3 - n}
    refused = [s for s in r.main.trace.steps if s.event == "rejected"]
    assert len(refused) == 3 - n
    assert all({"1.3.1", "14.4.1"} <= set(s.clauses) for s in refused)


def test_mc_the_neighbour_without_a_limit_is_used_each_time() -> None:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(loads(_mc_uses("", 3)))
    assert r.outcome["state"] == {"竜.defense": 7, "A.hand": 0}


def test_mc_a_use_limit_on_an_ability_not_used_again_stays_refused() -> None:
    from ruling.abilities import _abilities

    (ab,) = _abilities(
        "mc",
        "□[普通]祈り〈対象:自軍ユニット1体〉対象を未行動にする。この特殊能力は1ターンに1回しか使用できない。",
        None,
    )
    assert not ab.supported and "1ターンにN回" in ab.reason


# ------ ws: a continuous prohibition on a GROUP of characters (「相手のキャラは / 相手のキャラすべて
# は / あなたのキャラは…できない」, 1.3.3): one ban per character the group names now
# (``continuous._PER_VALUE``); the attack's method the ban leaves is the one declared (7.2.1.4.2)

WS_WALL = """
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: 山上, type: character, trigger: none}}, 5]
    stage: {{center_front: {{name: 攻め手, type: character, level: 1, power: 6000, soul: 1{a_text}}}}}
  B:
    deck: [{{name: 一, type: character}}, 9]
    stage: {{center_front: {{name: 壁, type: character, level: 1, power: 4000, soul: 1{b_text}}}}}
actions:
  - {{player: A, do: attack, slot: center_front}}
choices:
  - {{player: A, choose: {method}}}
ask: [attack.kind]
"""


def _ws_wall(b_text: str, method: str, a_text: str = "") -> Any:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    def field(t: str) -> str:
        return f', text: "{t}"' if t else ""

    return resolve(loads(WS_WALL.format(a_text=field(a_text), b_text=field(b_text), method=method)))


@pytest.mark.parametrize(
    ("text", "banned"),
    [
        ("【永】 相手のキャラはサイドアタックできない。", "side"),
        ("【永】 相手のキャラすべてはサイドアタックできない。", "side"),
        ("【永】 相手のキャラはフロントアタックできない。", "front"),
    ],
)
def test_ws_a_group_of_the_opponents_characters_may_not_attack_so(text: str, banned: str) -> None:
    from tests.ruling.boards import ws_compile

    assert ws_compile(text) is not None
    other = "front" if banned == "side" else "side"
    r = _ws_wall(text, banned)
    # the banned method is no option: the other is declared, with the prohibition principle
    assert r.outcome["state"] == {"attack.kind": other}
    assert any("1.3.3" in s.clauses for s in r.main.trace.steps)
    # the other method is declared as usual
    assert _ws_wall(text, other).outcome["state"] == {"attack.kind": other}


def test_ws_a_group_of_the_masters_own_characters_does_not_bind_the_opponent() -> None:
    # 「あなたのキャラは…」 on B's card binds B's characters, not A's: A's side attack is declared
    text = "【永】 あなたのキャラはサイドアタックできない。"
    assert _ws_wall(text, "side").outcome["state"] == {"attack.kind": "side"}
    # on A's own card it binds A's attacker: the front attack is declared
    r = _ws_wall("", "side", a_text=text)
    assert r.outcome["state"] == {"attack.kind": "front"} and "1.3.3" in r.decided_by


def test_ws_the_neighbour_without_the_text_attacks_side() -> None:
    assert _ws_wall("", "side").outcome["state"] == {"attack.kind": "side"}
