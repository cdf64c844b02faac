"""Card-text constructions read in general form in round 14 (session 10, s10ccg): each from a
minimal text of its own — the typed AST, the program, and what it does on a board, with the
clauses it is decided by."""

from __future__ import annotations

from grammar import ast as A
from grammar.parse import parse_card
from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from ruling.state import Card


def _unsupported(r) -> list[str]:  # type: ignore[no-untyped-def]
    return [w.en for w in r.warnings() if w.kind == "unsupported"]


def _steps(text: str, game: str) -> tuple[A.Step, ...]:
    res = parse_card(text, game)
    assert res.ok and res.card is not None
    (ab,) = res.card.abilities
    assert isinstance(ab, A.Ability) and ab.effect is not None
    return tuple(st for s in ab.effect.sentences for st in s.steps)


# --- 3. 「山札を上から1枚、…に置く」: the count set off by a comma (VS 8.1.1.3.3) -------------------

VS_DECK = """
game: vs
title: t
turn: {player: A, number: 3, phase: chara}
players:
  A:
    deck: [{name: 一番上}, {name: 二番目}, 三番目]
    hand: 1
    ring: {name: 千早, ap: 2000, dp: 2000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: resolve_text, player: A, text: "%s"}
ask: [一番上.zone, 二番目.zone]
"""


def test_a_count_set_off_by_a_comma_is_the_verbs_count_vs() -> None:
    """VS 8.1.1.3.3 prints 「あなたは自分の山札を上から 1 枚、自分のリングに置く。」 with a comma:
    the grammar types 「…上から1枚、」 as a nominal step of its own and the put after it with its
    goal alone; the shared compiler reads the two as the one put the text without the comma is
    (`abilities._counts_joined`): the top card(s), one by one (3.2.5), to the zone named."""
    text = "あなたは自分の山札を上から1枚、自分の控え室に置く。"
    first, second = _steps(text, "vs")
    assert isinstance(first.body, A.Action) and first.body.form is A.Form.NOMINAL
    assert isinstance(second.body, A.Action) and second.body.verb == "put"
    r = resolve(loads(VS_DECK % text))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"一番上.zone": "A.waiting", "二番目.zone": "A.deck"}
    assert {"8.2.1.1", "3.2.5"} <= set(r.decided_by)
    two = resolve(loads(VS_DECK % "あなたは自分の山札を上から2枚、自分のリタイヤ置場に置く。"))
    assert not _unsupported(two)
    assert two.outcome["state"] == {"一番上.zone": "A.retire", "二番目.zone": "A.retire"}
    # the same fold applies to a technique's text: compiled as the printed form without comma
    get_game("vs")
    (ab,) = abilities_of(
        "vs",
        Card(
            "x",
            "A",
            text="[ベンチ][このカードを控え室に置く]あなたは自分の山札を上から1枚、自分の控え室に置く。",
        ),
    )
    assert ab.supported, ab.reason


def test_a_comma_count_with_another_step_after_it_is_not_folded() -> None:
    """Only a verb whose arguments are all its goal takes the count: 「山札を上から1枚、相手は1枚
    引く」 is no put of the deck's top, and stays refused (nothing dropped)."""
    get_game("vs")
    (ab,) = abilities_of(
        "vs", Card("x", "A", text="[リング]あなたは自分の山札を上から1枚、1枚引く。")
    )
    assert not ab.supported


def test_the_ws_comma_count_form_is_read_as_before() -> None:
    """WS reads 「あなたは自分の山札を上から5枚、控え室に置く。」 in its own compiler (3.2.3: one by
    one from the top); the VS fold is the shared compiler's and leaves it alone — with 3 cards in
    the deck the mill refreshes in the middle (3.2.3.2, 9.2.2: tests/scenarios/ws/r6_024)."""
    r = resolve(
        loads(
            """
game: ws
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A: {level: 1, clock: 1, deck: 3, waiting_room: 10}
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分の山札を上から5枚、控え室に置く。"}
ask: [A.deck, A.waiting_room, A.clock]
"""
        )
    )
    assert not _unsupported(r)
    assert r.outcome["state"] == {"A.deck": 10, "A.waiting_room": 2, "A.clock": 2}
    assert {"3.2.3.2", "9.2.2"} <= set(r.decided_by)


# --- 1. 「AかつB」: both parts of a condition (MC 4.7.7) -------------------------------------------

MC_AND = """
game: mc
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    deck: 20
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 竜使い, type: unit, level: 2, attack: 1, defense: 2, text: "◎[メイン]加護\\n〈対象:ユニット1体〉\\n対象が「種族:ドラゴン」かつ「属性:火」の場合、対象に「攻撃力:+2」を付与する。"}
        - {name: 竜, type: unit, level: 3, attack: 3, defense: 3, race: %s, attribute: %s}
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: main_phase, actions: [{do: use, card: 竜使い, target: 竜}]}
ask: [竜.attack]
"""


def test_a_conjunction_of_conditions_needs_both() -> None:
    """MC 4.7.7: 「対象が「種族:ドラゴン」かつ「属性:火」の場合」 — the grammar reads 「かつ」 as a link
    of its own (before, 「か」 was taken and 「つ…」 left untyped); the effect applies only to a
    unit with both (10.12.2), and a unit with one of them is not given the +2."""
    cond = (
        parse_card(
            "◎[メイン]加護\n〈対象:ユニット1体〉\n対象が「種族:ドラゴン」かつ「属性:火」の場合、対象に「攻撃力:+2」を付与する。",
            "mc",
        )
        .card.abilities[0]
        .condition
    )  # type: ignore[union-attr]
    assert isinstance(cond.clause, A.Action)
    pred = cond.clause.args[-1].value
    assert isinstance(pred, A.NounPhrase) and pred.links == ("かつ",)
    both = resolve(loads(MC_AND % ("ドラゴン", "火")))
    assert not _unsupported(both)
    (given,) = [s for s in both.main.trace.steps if "攻撃力+2" in s.ja]  # (lost with the phase)
    (applied,) = [s for s in both.main.trace.steps if "4.7.7" in s.clauses]
    assert "10.12.2" in applied.clauses
    for race, attr in (("ドラゴン", "水"), ("ヒューマン", "火")):
        half = resolve(loads(MC_AND % (race, attr)))
        assert not _unsupported(half) and half.outcome["state"] == {"竜.attack": 3}
        assert not [s for s in half.main.trace.steps if "攻撃力+2" in s.ja]
        assert {"4.7.7", "10.12.2"} <= set(half.decided_by)


# --- 4. damage reduced / prevented in the reduction window (CO 4.3.10) -------------------------

CO_REDUCE = """
game: co
title: t
turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 12
    deck: 20
    field: [{name: 突撃兵, type: character, ap: 3, dp: 2}]
  B:
    hp: 12
    deck: 20
    field:
      - {name: 盾持ち, type: character, ap: 2, dp: 3}
      - {name: 看護師, type: navigator, text: "%s"}
actions:
  - do: attack
    attacker: 突撃兵
    defender: 盾持ち
    reduce: {盾持ち: [{do: activate, player: B, card: 看護師, target: %s}]}
ask: [突撃兵.zone, 盾持ち.zone, 盾持ち.damage]
"""
LESSEN = "ダメージを受けた直後にのみ使用してもよい。『看護師』をタップする:対象のキャラクターが受けるダメージを1点軽減する。"
PREVENT = "対象のキャラクターが受けるダメージを0にする。ダメージを受けた直後にのみ使用してもよい。"


def test_a_reduction_used_in_the_window_lessens_that_characters_damage() -> None:
    """CO 4.3.10.2 / 4.3.10.3: 「対象のキャラクターが受けるダメージを1点軽減する」 (the grammar
    reads 軽減 as a verb, `reduce`), used in the reduction window of the 3 damage dealt to the
    blocker — its moment 「ダメージを受けた直後にのみ使用してもよい」 printed before the cost
    (the ability's preamble, 4.3.5): the damage is determined as 2, and the 3-DP blocker lives."""
    res = parse_card(LESSEN, "co")
    (ab,) = res.card.abilities  # type: ignore[union-attr]
    assert ab.cost is not None and len(ab.preamble) == 1
    (st,) = ab.effect.sentences[0].steps  # type: ignore[union-attr]
    assert isinstance(st.body, A.Action) and st.body.verb == "reduce"
    r = resolve(loads(CO_REDUCE % (LESSEN, "盾持ち")))
    assert not _unsupported(r)
    assert r.outcome["state"] == {
        "突撃兵.zone": "A.dustbox",
        "盾持ち.zone": "B.field",
        "盾持ち.damage": 2,
    }
    assert {"4.3.10.2", "4.3.10.3"} <= set(r.decided_by)


def test_a_prevention_makes_the_damage_zero_and_another_target_reduces_nothing() -> None:
    """「…が受けるダメージを0にする」 (no cost, the moment after the effect): the whole damage is
    reduced (4.3.10.2; reduced to 0 it counts as not dealt, 4.3.10); aimed at a character whose
    damage is not the one in the window, nothing is reduced and the blocker crashes (3 ≥ 3)."""
    r = resolve(loads(CO_REDUCE % (PREVENT, "盾持ち")))
    assert not _unsupported(r)
    assert r.outcome["state"]["盾持ち.zone"] == "B.field"
    assert r.outcome["state"]["盾持ち.damage"] == 0
    other = resolve(loads(CO_REDUCE % (PREVENT, "突撃兵")))
    assert not _unsupported(other)
    assert other.outcome["state"]["盾持ち.zone"] == "B.dustbox"


def test_a_reduction_outside_a_damage_window_is_refused() -> None:
    """4.3.5: an ability 「ダメージを受けた直後にのみ使用してもよい」 is not used at another time."""
    text = CO_REDUCE.split("actions:")[0] % LESSEN + (
        "actions:\n  - {do: activate, player: B, card: 看護師, target: 盾持ち}\nask: [盾持ち.damage]\n"
    )
    r = resolve(loads(text))
    assert not _unsupported(r) and r.main.rejected
    (step,) = [r.main.trace.steps[i] for i in r.main.rejected]
    assert "4.3.5" in step.clauses


# --- 5. 「フィールドにセット。」 / 「キャラクターにセット。」 on a modifier's line (CO 3.4.3) --------

CO_SET = """
game: co
title: t
turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 12
    energy: 2
    deck: 20
    hand: [{name: 沼, type: %s, cost: 1, text: "%s"}]
    field: [{name: 剣士, type: character, ap: 1, dp: 3}]
  B:
    hp: 12
    deck: 20
    field: [{name: 騎士, type: character, ap: 2, dp: 4}]
actions:
  - {do: main_phase, actions: [{do: play, card: 沼%s}]}
ask: [沼.zone, 剣士.dp, 騎士.dp]
"""
FIELD = "フィールドにセット。フィールドに出ているすべてのキャラクターは、「+0:−1」の修正を受ける。"
ON_CHAR = "キャラクターにセット。セットされたキャラクターは、「+0:+2」の修正を受ける。"


def test_a_set_instruction_says_where_the_played_card_goes() -> None:
    """3.4.3 「「〜にセット」とある場合は、その指示に従います」: the sentence 「フィールドにセット。」
    (a する-verb stem, typed as `set` with its goal) puts the played event on the field without a
    scenario's `set_on`, its modifier in force there (4.3.8: every character −1 DP); 「キャラクター
    にセット。」 sets the item on the character it targets (4.2.13), the modifier on it alone.
    Before, the first sentence was refused (`a step in form stem`) and the modifier not run."""
    st = _steps(FIELD, "co")[0]
    assert isinstance(st.body, A.Action) and st.body.verb == "set" and st.body.form is A.Form.STEM
    r = resolve(loads(CO_SET % ("event", FIELD, "")))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"沼.zone": "A.field", "剣士.dp": 2, "騎士.dp": 3}
    assert "3.4.3" in r.decided_by
    item = resolve(loads(CO_SET % ("item", ON_CHAR, ", target: 騎士")))
    assert not _unsupported(item)
    assert item.outcome["state"] == {
        "沼.zone": "A.field",
        "剣士.dp": 3,
        "騎士.dp": 6,
    }  # its setter controls it (4.2.12)


def test_a_set_contradicting_the_text_is_refused() -> None:
    """A scenario setting a 「フィールドにセット」 card on a character is refused (3.4.3)."""
    r = resolve(loads(CO_SET % ("event", FIELD, ", set_on: 騎士")))
    assert not _unsupported(r) and r.main.rejected
    (step,) = [r.main.trace.steps[i] for i in r.main.rejected]
    assert "3.4.3" in step.clauses


def test_a_set_items_immunity_is_its_hosts_while_set() -> None:
    """4.3.8 step 1: 「セットされたキャラクターは、スペル、イベントの効果を受けない。」 on an item set on
    a character is in force while it is (before, read as a one-shot effect of the item's play:
    an item given already set made nothing immune) — the field event's −1 DP misses the host."""
    text = CO_SET.replace(
        "field: [{name: 騎士, type: character, ap: 2, dp: 4}]",
        "field:\n      - {name: 騎士, type: character, ap: 2, dp: 4}\n"
        "      - {name: 護符, type: item, set_on: 騎士, text: セットされたキャラクターは、スペル、イベントの効果を受けない。}",
    )
    r = resolve(loads(text % ("event", FIELD, "")))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"沼.zone": "A.field", "剣士.dp": 2, "騎士.dp": 4}
    assert "4.3.8" in r.decided_by


# --- 6. 割り込み (CO 4.3.4): a card whose play may not be interrupted ------------------------------

CO_SHIELD = """
game: co
title: t
turn: {player: A, number: 10, phase: main}
players:
  A:
    hp: 12
    energy: 2
    deck: 20
    hand: [{name: 一撃, type: spell, cost: 2, text: "%s対象のキャラクターに5点のダメージを与える。"}]
  B:
    hp: 12
    energy: 1
    deck: 20
    hand: [{name: 祈り, type: spell, cost: 1, text: "ターン終了時まで、対象のキャラクターに「+0:+2」の修正を与える。"}]
    field: [{name: 騎士, type: character, ap: 3, dp: 4}]
actions:
  - do: main_phase
    actions:
      - {do: play, card: 一撃, target: 騎士, respond: [{do: play, player: B, card: 祈り, target: 騎士}]}
ask: [騎士.zone, B.hand]
"""


def test_an_interrupt_forbidden_by_the_played_card_is_refused() -> None:
    """4.3.4 (third item: what was played first may limit the interrupts) and 4.2.9 (card text
    over the rules): 「このカードのプレイに対して割り込みを行うことはできない。」 — the grammar reads
    割り込み as a word and 「に対して」 as a particle (role `against`); B's answer is refused and
    the knight takes the 5 damage. Without the sentence the answer is played (DP 6, it lives)."""
    st = _steps("このカードのプレイに対して割り込みを行うことはできない。", "co")[0]
    assert isinstance(st.body, A.Action)
    assert {a.role for a in st.body.args} == {A.Role.AGAINST, A.Role.OBJECT}
    r = resolve(loads(CO_SHIELD % "このカードのプレイに対して割り込みを行うことはできない。"))
    assert not _unsupported(r) and r.main.rejected
    assert r.outcome["state"] == {"騎士.zone": "B.dustbox", "B.hand": 1}
    assert {"4.3.4#li3", "4.2.9"} <= set(r.decided_by)
    plain = resolve(loads(CO_SHIELD % ""))
    assert not _unsupported(plain) and not plain.main.rejected
    assert plain.outcome["state"] == {"騎士.zone": "B.field", "B.hand": 0}


# --- 2. a value compared with a player's value and N more: 「自分のレベル＋1以下の」 (WS 3.9) -------

WS_LEVEL = """
game: ws
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    level: %d
    deck: 10
    waiting_room:
      - {name: 一, type: character, level: 1, power: 1000}
      - {name: 二, type: character, level: 2, power: 1000}
      - {name: 三, type: character, level: 3, power: 1000}
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分の控え室の自分のレベル＋1以下のレベルのキャラを1枚選び、手札に戻す。"}
choices:
  - {player: A, at: choose, choose: %s%s}
ask: [%s.zone]
"""


def test_a_level_up_to_the_players_level_and_one_more() -> None:
    """「自分のレベル＋1以下のレベルの」: the grammar ends a stat-change clause at 「自分のレベル＋1」
    and opens the next with 「以下のレベルの…」; WS's compiler puts them back together
    (`sentences._level_plus`) and the level compared is the cards in the player's level zone
    (3.9) and 1 more (`Sel.stat_level_by`). At level 1 a level-2 character may be chosen, a
    level-3 one may not; at level 2 it may."""
    ok = resolve(loads(WS_LEVEL % (1, "二", "", "二")))
    assert not _unsupported(ok) and ok.outcome["state"] == {"二.zone": "A.hand"}
    refused = resolve(loads(WS_LEVEL % (1, "三", ", allowed: false", "三")))
    assert not _unsupported(refused) and refused.outcome["state"] == {"三.zone": "A.waiting_room"}
    higher = resolve(loads(WS_LEVEL % (2, "三", "", "三")))
    assert not _unsupported(higher) and higher.outcome["state"] == {"三.zone": "A.hand"}


# --- 7. 「この能力を失う」 (VG 7.14.2) --------------------------------------------------------------

VG_LOSE = """
game: vg
title: t
turn: {player: A, number: 7, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 覇道竜, type: normal, grade: 3, power: 18000, skills: [twin_drive], text: "%s"}
    deck: [{name: 外れ一, type: normal, grade: 2}, {name: 外れ二, type: normal, grade: 1}, 15]
  B:
    vanguard: {name: 騎士王, type: normal, grade: 3, power: 13000}
    damage: 2
    deck: [{name: 受け札, type: normal, grade: 1}, 15]
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard}
ask: [外れ一.zone, 外れ二.zone]
"""
ONCE = "【自】【(V)】：あなたのドライブチェックでノーマルユニットが出た時、そのカードをバインドしてよい。そうしたなら、そのカードを手札に加え、この能力を失う。"


def test_an_ability_that_loses_itself_triggers_no_more() -> None:
    """VG 7.14.2: 「この能力を失う」 (shared reader: op `lose_ability`, the game's default period,
    11.3.1.2 「このゲーム中」) — after the first drive check's normal unit is bound and put in the
    hand, the ability is treated as not on the card: the second check's unit triggers nothing.
    Without the step it triggers on both checks."""
    r = resolve(loads(VG_LOSE % ONCE))
    assert not _unsupported(r)
    fired = [s for s in r.main.trace.steps if "誘発" in s.ja]
    assert len(fired) == 1
    assert any("7.14.2" in s.clauses for s in r.main.trace.steps)
    twice = resolve(loads(VG_LOSE % ONCE.replace("、この能力を失う", "")))
    assert not _unsupported(twice)
    assert len([s for s in twice.main.trace.steps if "誘発" in s.ja]) == 2


# --- known failures (vs r11_014 / r11_029): the を-object set off by a comma, 「称号に“…”を含む」 ---

VS_TITLES = """
game: vs
title: t
turn: {player: A, number: 8, phase: ability}
players:
  A:
    deck: 10
    retire: [%s]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードを控え室に置く]あなたは相手のフィールドのカードを、あなたのリタイヤ置場の称号に“妹”を含むカードと同じ枚数選び、相手の控え室に置く。"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench: {left: {name: 亜美, ap: 1000, dp: 1000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [美希.zone, 亜美.zone]
"""


def test_as_many_as_the_retired_cards_whose_title_contains_a_text() -> None:
    """「相手のフィールドのカードを、…と同じ枚数選び」: the grammar hangs the step's を-object, set
    off by its comma, on the relative clause after it (two を-objects there); the shared reader
    gives it back to the step (`steps._object_out_of_relative`). 「あなたのリタイヤ置場の称号に
    “妹”を含むカード」 (2.14.7; `Sel.info_contains`, the game's `Vocab.info_words`): only retired
    cards with 妹 in a title count — one here, so one card is chosen (8.5.4.1); none, nothing is
    chosen (1.3.2.2)."""
    one = "{name: 妹1, title: 末っ子の妹, ap: 1000, dp: 1000}, {name: 兄, title: 長男, ap: 1000, dp: 1000}"
    r = resolve(loads(VS_TITLES % one))
    assert not _unsupported(r)
    moved = [k for k, v in r.outcome.get("state", {}).items() if v == "B.waiting"]
    if "branches" in r.outcome:  # the master picks which of the two
        moved = [
            k
            for b in r.outcome["branches"]
            for k, v in b["outcome"]["state"].items()
            if v == "B.waiting"
        ]
        assert all(
            sum(v == "B.waiting" for v in b["outcome"]["state"].values()) == 1
            for b in r.outcome["branches"]
        )
    else:
        assert len(moved) == 1
    assert "2.14.7" in r.decided_by
    none = resolve(loads(VS_TITLES % "{name: 兄, title: 長男, ap: 1000, dp: 1000}"))
    assert not _unsupported(none)
    assert none.outcome["state"] == {"美希.zone": "B.ring", "亜美.zone": "B.bench.left"}


# --- known failure (mc r12_010): 「対象が使用中の特殊能力の効果を1つ選んで消失させる」 (10.15.1.1) ---

MC_VANISH = """
game: mc
title: t
turn: {player: A, number: 7, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 魔術師, type: unit, level: 2, attack: 0, defense: 2, text: "◎[メイン]雷\\n〈対象:ユニット1体〉対象に【3】ダメージを与える。"}
  B:
    deck: 20
    hand: [{name: 小石, type: spell}]
    field:
      c3:
        - {name: 森, type: terrain, limit: 8}
        - {name: 兵, type: unit, level: 1, attack: 1, defense: 5}
        - {name: 呪術師, type: unit, level: 2, attack: 0, defense: 4, text: "◎[対抗]封呪\\n〈コスト:手札1枚破棄/対象:ユニット1体〉対象が使用中の特殊能力の効果を1つ選んで消失させる。"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - do: main_phase
    actions:
      - {do: use, card: 魔術師, target: 兵, respond: [{do: use, player: B, card: 呪術師, target: %s, cost_cards: [小石]}]}
ask: [兵.damage, 小石.zone]
"""


def test_an_answer_makes_the_effect_in_use_vanish() -> None:
    """MC 10.15.1.1: 「対象が使用中の特殊能力の効果を1つ選んで消失させる」 (使用中 a lexicon word,
    消失 a verb; MC reads the choice and the 「消失させる」 after it as one step, `VanishStep`) — the
    answer resolves first (10.3.1) and the mage's damage is not brought about. Aimed at a unit
    using no ability (兵), nothing vanishes and the damage is dealt."""
    r = resolve(loads(MC_VANISH % "魔術師"))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"兵.damage": 0, "小石.zone": "B.discard"}
    assert {"10.15.1.1", "10.3.1"} <= set(r.decided_by)
    other = resolve(loads(MC_VANISH % "兵"))
    assert not _unsupported(other)
    assert other.outcome["state"]["兵.damage"] == 3


def test_an_increase_in_the_window_and_a_reduction_with_no_moment() -> None:
    """4.3.10.2: 「…が受けるダメージを1点増加する」 (a negative reduction, 4.3.10.3) used with its
    moment 「ダメージを与えた直後にのみ使用してもよい」: the 3 damage becomes 4 — the blocker with DP
    4 crashes. A reduction printed with no such moment compiles, and the window refuses it."""
    more = "対象のキャラクターが受けるダメージを1点増加する。ダメージを与えた直後にのみ使用してもよい。"
    board = CO_REDUCE.replace(
        "{name: 盾持ち, type: character, ap: 2, dp: 3}",
        "{name: 盾持ち, type: character, ap: 2, dp: 4}",
    )
    r = resolve(loads(board % (more, "盾持ち")))
    assert not _unsupported(r)
    assert r.outcome["state"]["盾持ち.zone"] == "B.dustbox"
    plain = resolve(
        loads(
            board
            % ("『看護師』をタップする:対象のキャラクターが受けるダメージを1点軽減する。", "盾持ち")
        )
    )
    assert not _unsupported(plain) and plain.main.rejected
    assert plain.outcome["state"]["盾持ち.zone"] == "B.field"  # 3 damage, DP 4: no reduction needed
