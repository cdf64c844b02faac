"""CrossOver (co) card text, round 22 (s18co): constructions refused or misread on the blind
card-text sets cards_r14..r21, each on a minimal board with its neighbours."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

# --------------------------------------------------------------------------- 累積する / 累積しない

_MOD = "『{name}』がフィールドに出ている限り、あなたがコントロールしているすべてのキャラクターに「+0:+1」の修正を与える{tail}"

_TWO_SOURCES = """
turn: {{player: B, number: 8, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 旗手, uid: 旗手1, type: character, ap: 1, dp: 1, text: "{text}"}}
      - {{name: 旗手, uid: 旗手2, type: character, ap: 1, dp: 1, text: "{text}"}}
      - {{name: 従者, type: character, ap: 1, dp: 1}}
  B:
    hp: 10
    energy: 3
    deck: 10
    hand: [{{name: 一撃, type: spell, cost: 1, text: "対象のキャラクター1体に2点のダメージを与える。"}}]
actions:
  - {{do: play, card: 一撃, target: 従者}}
ask: [従者.zone]
"""


@pytest.mark.parametrize(
    ("tail", "stacks"),
    [
        ("(この特殊能力は累積しない)。", False),
        ("（この特殊能力は累積しない）。", False),
        ("。この特殊能力は累積しない。", False),
        ("(この特殊能力は累積する)。", True),
        ("。この特殊能力は累積する。", True),
        # nothing said: the audit's unmarked_copies_stack (round 25), run under both readings,
        # the engine's (added up) first
        ("。", None),
    ],
)
def test_a_modifier_in_force_stacks_unless_the_text_says_it_does_not(
    tail: str, stacks: bool | None
) -> None:
    """Two cards of one name, each 「…に「+0:+1」の修正を与える」: added up (DP 3, 4.2.10 例2
    「(この特殊能力は累積する)」 — and so when nothing is said); 「(この特殊能力は累積しない)」: the
    two apply once (DP 2) — 2 damage crashes 従者 then. Before, the parenthesis was left unread
    (both applied)."""
    text = _MOD.format(name="旗手", tail=tail)
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert all(s.stacks is stacks for s in ab.program.statics)
    r = co_run(_TWO_SOURCES.format(text=text))
    added = stacks is not False
    assert r.outcome["state"] == {"従者.zone": "A.field" if added else "A.dustbox"}, r.outcome


_COST = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: {energy}
    deck: 10
    field:
      - {{name: 令嬢, uid: 令嬢1, type: character, ap: 1, dp: 1, text: "{text}"}}
      - {{name: 令嬢, uid: 令嬢2, type: character, ap: 1, dp: 1, text: "{text}"}}
    hand: [{{name: 宝珠, type: item, cost: 3, text: "フィールドにセット。"}}]
  B:
    hp: 10
    deck: 10
actions:
  - {{do: play, card: 宝珠, allowed: {allowed}}}
ask: [宝珠.zone]
"""


@pytest.mark.parametrize(
    ("energy", "allowed", "zone"),
    [(2, "true", "A.field"), (1, "false", "A.hand")],
)
def test_a_cost_reduction_that_does_not_stack_counts_once(
    energy: int, allowed: str, zone: str
) -> None:
    """「あなたがプレイするアイテムカードのコストは1減少する(この特殊能力は累積しない)」 on two
    cards of one name: the item of cost 3 costs 2, not 1 — payable with 2 energy, not with 1."""
    text = "『令嬢』がフィールドに出ている限り、あなたがプレイするアイテムカードのコストは1減少する(この特殊能力は累積しない)。"
    r = co_run(_COST.format(text=text, energy=energy, allowed=allowed))
    assert r.outcome["state"] == {"宝珠.zone": zone}, r.outcome


def test_not_stacking_said_of_an_ability_used_is_refused() -> None:
    """「この特殊能力は累積しない」 after an activated ability's effect: which uses would not add
    up is not read — refused with its reason, never dropped."""
    ab = co_ability(
        "1エネルギーを支払う:ターン終了時まで、『相沢 恭介』に「+1:+1」の修正を与える。この特殊能力は累積しない。"
    )
    assert not ab.supported
    assert "累積しない" in ab.reason


def test_stacking_said_of_an_ability_used_is_its_default() -> None:
    """「この特殊能力は累積する」 after an activated ability's effect: each use adds (the default):
    two uses give +2:+2."""
    text = "1エネルギーを支払う:ターン終了時まで、『相沢 恭介』に「+1:+1」の修正を与える。この特殊能力は累積する。"
    ab = co_ability(text)
    assert ab.supported, ab.reason
    r = co_run(
        f"""
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    field: [{{name: 相沢 恭介, type: character, ap: 1, dp: 1, text: "{text}"}}]
  B:
    hp: 10
    deck: 10
actions:
  - {{do: activate, card: 相沢 恭介}}
  - {{do: activate, card: 相沢 恭介}}
ask: [相沢 恭介.ap]
"""
    )
    assert r.outcome["state"] == {"相沢 恭介.ap": 3}, r.outcome


# --------------------------------------------------------------------------- two abilities, one line

_NO_UNTAP = (
    "『鬼頭 厳』はアンタップフェイズにアンタップしない。"
    "あなたのターン開始時に、2エネルギーを支払ってもよい。そうした場合、『鬼頭 厳』をアンタップする。"
)

_START = """
turn: {{player: A, number: 8, phase: turn_start}}
players:
  A:
    hp: 15
    deck: 12
    energy: {energy}
    field: [{{name: 鬼頭 厳, type: character, ap: 2, dp: 2, state: rest, text: "{text}"}}]
  B: {{hp: 15, deck: 12}}
actions:
  - {{do: turn_start}}
  - {{do: untap_phase}}
choices:
  - {{player: A, at: optional_step, choose: {choose}}}
ask: [鬼頭 厳.state]
"""


@pytest.mark.parametrize(
    ("energy", "choose", "state"),
    [(2, "yes", "stand"), (2, "no", "rest"), (0, "yes", "rest")],
)
def test_a_line_in_force_then_triggered_holds_both_abilities(
    energy: int, choose: str, state: str
) -> None:
    """「『X』はアンタップフェイズにアンタップしない。あなたのターン開始時に、…」: the first sentence
    in force (3.2.2 over by the text, 4.2.9), the second a turn-start ability of its own (3.1,
    4.3.6): paid, X untaps at the start; not paid, it stays tapped through the untap phase.
    Before, the line was refused whole."""
    ab = co_ability(_NO_UNTAP)
    assert ab.supported, ab.reason
    assert ab.program.keyword == "no_untap"
    assert [p.on for p in ab.program.also] == ["turn_start"]
    r = co_run(_START.format(energy=energy, choose=choose, text=_NO_UNTAP))
    assert r.outcome["state"] == {"鬼頭 厳.state": state}, r.outcome
    if state == "rest":
        assert "3.2.2" in r.decided_by


_SET_THEN_CRASH = """
turn: {{player: B, number: 8, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 兵, type: character, ap: 1, dp: 2}}
      - {{name: 呪具, type: item, set_on: 兵, text: "{text}"}}
  B:
    hp: 10
    energy: 3
    deck: 10
    hand: [{{name: 一撃, type: spell, cost: 1, text: "対象のキャラクター1体に{n}点のダメージを与える。"}}]
actions:
  - {{do: play, card: 一撃, target: 兵}}
ask: [兵.zone, A.deck]
"""


@pytest.mark.parametrize(
    "text",
    [
        "セットされたキャラクターは、「-1:-1」の修正を受ける。セットされたキャラクターがクラッシュしたとき、あなたは山札からカードを1枚引く。",
        "キャラクターにセット。セットされたキャラクターは「-1:-1」の修正を受ける。セットされたキャラクターがクラッシュしたとき、あなたは山札からカードを1枚引く。",
        "セットされたキャラクターは、すべての特殊能力を失い、「-1:-1」の修正を受ける。セットされたキャラクターがクラッシュした時、あなたは山札からカードを1枚引く。",
        "セットされたキャラクターは、「-1:-1」の修正を受ける。\nセットされたキャラクターがクラッシュしたとき、あなたは山札からカードを1枚引く。",
    ],
)
def test_a_set_card_line_with_a_modifier_then_a_crash_trigger(text: str) -> None:
    """An item set on a character: 「…「-1:-1」の修正を受ける。セットされたキャラクターがクラッシュ
    したとき、…引く」 — DP 1 in force: 1 damage crashes it; the item crashes with it (4.2.4) and
    its trigger, from the dustbox, draws a card (4.3.6). Before, the line was refused whole, and
    the trigger of a set card that crashed along was never looked for."""
    if "\n" not in text:
        ab = co_ability(text, type_="item", name="呪具")
        assert ab.supported, ab.reason
    r = co_run(_SET_THEN_CRASH.format(text=text, n=1))
    assert r.outcome["state"] == {"兵.zone": "A.dustbox", "A.deck": 9}, r.outcome


def test_an_event_line_is_not_split_into_a_trigger() -> None:
    """A played card's effect then 「…とき、」: not an ability in force followed by another —
    the split is only for a first part in force; this stays as the whole line reads (here
    refused or read whole, never as two abilities)."""
    ab = co_ability(
        "対象のキャラクター1体に2点のダメージを与える。そのキャラクターがクラッシュしたとき、あなたは山札からカードを1枚引く。",
        type_="spell",
    )
    assert not ab.supported or not ab.program.also


# --------------------------------------------------------------------------- 対象のアタックしている

_ATTACKING = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 剣士, type: character, ap: 4, dp: 3}}
      - {{name: 見張り, type: character, ap: 1, dp: 1}}
  B:
    hp: 10
    energy: 2
    deck: 10
    hand: [{{name: 足止め, type: event, cost: 1, text: "{text}"}}]
actions:
  - {{do: attack, attacker: 剣士, defender: none,
     after_attack: [{{do: play, player: B, card: 足止め, target: {target}, allowed: {allowed}}}]}}
ask: [B.hp]
"""


@pytest.mark.parametrize(
    "text",
    [
        "対象のアタックしているキャラクター1体は、ターン終了時まで「-3:-0」の修正を受ける。",
        "対象のアタックしているキャラクター1体は、ターン終了時まで「−3:−0」の修正を受ける。",
        "対象のアタックしているキャラクターは、ターン終了時まで「-3:+0」の修正を受ける。",
        "ターン終了時まで、対象のアタックしているキャラクター1体に「-3:+0」の修正を与える。",
        "対象のアタックしたキャラクター1体は、ターン終了時まで「-3:-0」の修正を受ける。",
    ],
)
def test_a_target_that_is_attacking(text: str) -> None:
    """「対象のアタックしているキャラクター」: the character attacking in the battle now (3.4.5.2)
    is a proper target — its AP falls to 1 before the damage (B's HP 10 → 9); a character not
    attacking is not (4.2.13: the card cannot be played, B takes 4)."""
    ab = co_ability(text, type_="event")
    assert ab.supported, ab.reason
    assert ab.program.target_state == "attacking"
    r = co_run(_ATTACKING.format(text=text, target="剣士", allowed="true"))
    assert r.outcome["state"] == {"B.hp": 9}, r.outcome
    r = co_run(_ATTACKING.format(text=text, target="見張り", allowed="false"))
    assert r.outcome["state"] == {"B.hp": 6}, r.outcome


def test_no_character_is_attacking_outside_a_battle() -> None:
    """In the main phase with no battle, no character is attacking: the card has no proper
    target (4.2.13) — even the character that attacked in an earlier battle of the turn."""
    text = "対象のアタックしているキャラクター1体は、ターン終了時まで「-3:-0」の修正を受ける。"
    r = co_run(
        f"""
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: 剣士, type: character, ap: 4, dp: 3}}]
  B:
    hp: 10
    energy: 2
    deck: 10
    hand: [{{name: 足止め, type: event, cost: 1, text: "{text}"}}]
actions:
  - {{do: attack, attacker: 剣士, defender: none}}
  - {{do: play, player: B, card: 足止め, target: 剣士, allowed: false}}
ask: [B.hp, 足止め.zone]
"""
    )
    assert r.outcome["state"] == {"B.hp": 6, "足止め.zone": "B.hand"}, r.outcome


# --------------------------------------------------------------------------- two targets

_TWO = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    field:
      - {{name: 騎士, type: character, gender: 男性, ap: 1, dp: 1, state: rest}}
      - {{name: 巫女, type: character, gender: 女性, ap: 1, dp: 1, state: rest}}
      - {{name: 弓兵, type: character, gender: 男性, ap: 1, dp: 1, state: rest}}
    hand: [{{name: 号令, type: event, cost: 1, text: "{text}"}}]
  B:
    hp: 10
    deck: 10
actions:
  - {{do: play, card: 号令, target: {t1}, target2: {t2}, allowed: {allowed}}}
ask: [{ask}]
"""


@pytest.mark.parametrize(
    "text",
    [
        "対象の男性キャラクター1体と、対象の女性キャラクター1体は、ターン終了時まで「+1:+1」の修正を受ける。",
        "対象の男性キャラクター1体と対象の女性キャラクター1体は、ターン終了時まで「+1:+1」の修正を受ける。",
        "ターン終了時まで、対象の男性キャラクター1体と対象の女性キャラクター1体に「+1:+1」の修正を与える。",
    ],
)
def test_a_modifier_on_two_targets(text: str) -> None:
    """「対象の男性キャラクター1体と、対象の女性キャラクター1体は…の修正を受ける」: two targets
    (4.2.13), each of its gender — both get +1:+1; the third character none. A second target
    of the wrong gender: the card cannot be played (4.3.2.2). Before: refused (a modifier with
    with)."""
    ab = co_ability(text, type_="event")
    assert ab.supported, ab.reason
    r = co_run(
        _TWO.format(
            text=text, t1="騎士", t2="巫女", allowed="true", ask="騎士.ap, 巫女.dp, 弓兵.ap"
        )
    )
    assert r.outcome["state"] == {"騎士.ap": 2, "巫女.dp": 2, "弓兵.ap": 1}, r.outcome
    assert "4.2.13" in r.decided_by
    r = co_run(
        _TWO.format(text=text, t1="騎士", t2="弓兵", allowed="false", ask="騎士.ap, 号令.zone")
    )
    assert r.outcome["state"] == {"騎士.ap": 1, "号令.zone": "A.hand"}, r.outcome


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("対象の男性キャラクター1体と、対象の女性キャラクター1体をアンタップする。", "stand"),
        ("対象の男性キャラクター1体と対象の女性キャラクター1体をアンタップする。", "stand"),
    ],
)
def test_an_untap_of_two_targets(text: str, state: str) -> None:
    """「対象の男性キャラクター1体と対象の女性キャラクター1体をアンタップする」: each target
    untaps; the character not targeted stays tapped."""
    r = co_run(
        _TWO.format(
            text=text,
            t1="騎士",
            t2="巫女",
            allowed="true",
            ask="騎士.state, 巫女.state, 弓兵.state",
        )
    )
    assert r.outcome["state"] == {"騎士.state": state, "巫女.state": state, "弓兵.state": "rest"}


def test_a_second_target_gone_at_resolution_misfires_its_part_only() -> None:
    """4.3.2.6: a target no longer proper at resolution — the parts that need it are ignored
    (「一部(または全て)」), the part on the other target is done: 巫女 leaves the field in answer
    (a damage crashing it), 騎士 still gets +1:+1."""
    text = "対象の男性キャラクター1体と、対象の女性キャラクター1体は、ターン終了時まで「+1:+1」の修正を受ける。"
    r = co_run(
        f"""
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    field:
      - {{name: 騎士, type: character, gender: 男性, ap: 1, dp: 1}}
      - {{name: 巫女, type: character, gender: 女性, ap: 1, dp: 1}}
    hand: [{{name: 号令, type: event, cost: 1, text: "{text}"}}]
  B:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 雷, type: spell, cost: 1, text: "対象のキャラクター1体に1点のダメージを与える。"}}]
actions:
  - {{do: play, card: 号令, target: 騎士, target2: 巫女,
     respond: [{{do: play, player: B, card: 雷, target: 巫女}}]}}
ask: [騎士.ap, 巫女.zone]
"""
    )
    assert r.outcome["state"] == {"騎士.ap": 2, "巫女.zone": "A.dustbox"}, r.outcome
    assert "4.3.2.6" in r.decided_by


def test_two_targets_on_a_triggered_ability_are_refused() -> None:
    """A trigger's targets are chosen when it triggers, one by the engine's chooser: two are
    not read there — refused with the reason, never run on one."""
    ab = co_ability(
        "『X』がフィールドに出たとき、対象の男性キャラクター1体と対象の女性キャラクター1体をアンタップする。"
    )
    assert not ab.supported
    assert "two targets" in ab.reason


def test_an_ability_used_on_two_targets() -> None:
    """An activated ability 「…:対象のキャラクター1体と対象のキャラクター1体に1点のダメージを与える」:
    both targets named at the use (4.3.3.2) take 1 damage (DP 1: both crash)."""
    text = (
        "『砲手』をタップする:対象のキャラクター1体と対象のキャラクター1体に1点のダメージを与える。"
    )
    ab = co_ability(text)
    assert ab.supported, ab.reason
    r = co_run(
        f"""
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: 砲手, type: character, ap: 1, dp: 3, text: "{text}"}}]
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 甲, type: character, ap: 1, dp: 1}}
      - {{name: 乙, type: character, ap: 1, dp: 1}}
      - {{name: 丙, type: character, ap: 1, dp: 1}}
actions:
  - {{do: activate, card: 砲手, target: 甲, target2: 乙}}
ask: [甲.zone, 乙.zone, 丙.zone]
"""
    )
    assert r.outcome["state"] == {
        "甲.zone": "B.dustbox",
        "乙.zone": "B.dustbox",
        "丙.zone": "B.field",
    }


# --------------------------------------------------------------------------- the defender, read later

_DEFENDER = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    field:
      - {{name: 朝倉 ひかげ, type: character, gender: 女性, ap: 0, dp: 5, text: "{text}"}}
  B:
    hp: 10
    deck: 10
    field: [{{name: 盾兵, type: character, gender: 男性, ap: 0, dp: 1}}]
actions:
  - {{do: attack, attacker: 朝倉 ひかげ, defender: {defender}}}
{choices}
ask: [盾兵.zone, B.hp]
"""


@pytest.mark.parametrize(
    "text",
    [
        "『朝倉 ひかげ』がアタックしたとき、ディフェンスしたキャラクターはターン終了時まで「−1:−1」の修正を受ける。",
        "『朝倉 ひかげ』がアタックしたとき、ターン終了時まで、ディフェンスしたキャラクターに「-1:-1」の修正を与える。",
        "『朝倉 ひかげ』がアタックしたとき、あなたは1エネルギーを支払ってもよい。そうしたなら、ディフェンスしたキャラクターに1点のダメージを与える。",
    ],
)
def test_an_attack_trigger_naming_the_defender_is_a_reading(text: str) -> None:
    """「『X』がアタックしたとき、…ディフェンスしたキャラクター…」: the trigger resolves at the
    attack declaration (3.4.5.2, 4.3.6), the defence comes after (3.4.5.3) — the engine reads the
    defender after the defence declaration (盾兵, DP 1, crashes: by the -1 or the 1 damage; the
    attacker's AP is 0), the
    other reading at once (no one has defended: nothing is done about it, 盾兵 stays).
    Before: refused."""
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert ab.program.reads_defence
    pay = "\n  - {player: A, at: optional_step, choose: yes}" if "支払" in text else ""
    r = co_run(
        _DEFENDER.format(text=text, defender="盾兵", choices="choices:" + pay if pay else "")
    )
    assert r.outcome["state"] == {"盾兵.zone": "B.dustbox", "B.hp": 10}, r.outcome
    assert "3.4.5.3" in r.decided_by
    assert not r.outcome.get("regardless_of_reading"), r.outcome
    at_once = "choices:\n  - {player: A, at: reading, choose: at_attack}" + pay
    r = co_run(_DEFENDER.format(text=text, defender="盾兵", choices=at_once))
    assert r.outcome["state"]["盾兵.zone"] == "B.field", r.outcome


def test_an_attack_trigger_naming_the_defender_undefended_does_nothing_about_it() -> None:
    """No defence declared: read after the declaration, there is no character that defended —
    the steps about it do nothing (盾兵, not defending, keeps its DP)."""
    text = "『朝倉 ひかげ』がアタックしたとき、ディフェンスしたキャラクターはターン終了時まで「−1:−1」の修正を受ける。"
    r = co_run(_DEFENDER.format(text=text, defender="none", choices=""))
    assert r.outcome["state"] == {"盾兵.zone": "B.field", "B.hp": 10}, r.outcome


def test_a_condition_on_the_defender_is_read_after_the_defence() -> None:
    """「セットされたキャラクターがアタックしたとき、ディフェンスしたキャラクターが「その他」キャラクター
    の場合、…」: the condition on the defender is read with it, after the defence declaration."""
    text = "セットされたキャラクターがアタックしたとき、ディフェンスしたキャラクターが男性キャラクターの場合、ターン終了時まで、セットされたキャラクターは「+1:+0」の修正を受ける。"
    ab = co_ability(text, type_="item", name="旗")
    assert ab.supported, ab.reason
    r = co_run(
        f"""
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 槍兵, type: character, gender: 女性, ap: 1, dp: 5}}
      - {{name: 旗, type: item, set_on: 槍兵, text: "{text}"}}
  B:
    hp: 10
    deck: 10
    field: [{{name: 盾兵, type: character, gender: 男性, ap: 0, dp: 2}}]
actions:
  - {{do: attack, attacker: 槍兵, defender: 盾兵}}
ask: [盾兵.zone]
"""
    )
    assert r.outcome["state"] == {"盾兵.zone": "B.dustbox"}, r.outcome


def test_a_set_cards_trigger_modifies_its_character() -> None:
    """「セットされたキャラクターがアタックしたとき、ターン終了時まで、セットされたキャラクターは
    「+1:+0」の修正を受ける」: the one-shot step is on the character the card is set on (4.2.11) —
    AP 2 crashes the DP 2 defender. Before, the step found no card and silently did nothing."""
    text = "セットされたキャラクターがアタックしたとき、ターン終了時まで、セットされたキャラクターは「+1:+0」の修正を受ける。"
    r = co_run(
        f"""
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 槍兵, type: character, ap: 1, dp: 5}}
      - {{name: 旗, type: item, set_on: 槍兵, text: "{text}"}}
  B:
    hp: 10
    deck: 10
    field: [{{name: 盾兵, type: character, ap: 0, dp: 2}}]
actions:
  - {{do: attack, attacker: 槍兵, defender: 盾兵}}
ask: [盾兵.zone, 槍兵.ap]
"""
    )
    assert r.outcome["state"] == {"盾兵.zone": "B.dustbox", "槍兵.ap": 2}, r.outcome


# --------------------------------------------------------------------------- a target described further

_DESCRIBED = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    field:
      - {{name: 自兵, type: character, ap: 1, dp: 1, state: rest}}
      - {{name: 自将, type: character, ap: 1, dp: 1}}
    hand: [{{name: 号令, type: event, cost: 1, text: "{text}"}}]
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 敵兵, type: character, ap: 1, dp: 1, state: rest}}
      - {{name: 敵将, type: character, ap: 1, dp: 1}}
actions:
  - {{do: play, card: 号令, target: {target}, allowed: {allowed}}}
ask: [号令.zone]
"""


@pytest.mark.parametrize(
    ("text", "proper", "improper"),
    [
        ("対象のタップ状態のキャラクター1体をアンタップする。", ["自兵", "敵兵"], ["自将", "敵将"]),
        ("対象のアンタップ状態のキャラクター1体をタップする。", ["自将", "敵将"], ["自兵", "敵兵"]),
        ("対象の相手がコントロールしているキャラクター1体をタップする。", ["敵将"], ["自将"]),
        ("相手がコントロールしている対象のキャラクター1体をタップする。", ["敵将"], ["自将"]),
        ("対象のあなたがコントロールしているキャラクター1体をアンタップする。", ["自兵"], ["敵兵"]),
        (
            "対象のあなたがコントロールしているタップ状態のキャラクター1体をアンタップする。",
            ["自兵"],
            ["自将", "敵兵"],
        ),
        (
            "対象の相手がコントロールしているアンタップ状態のキャラクター1体に1点のダメージを与える。",
            ["敵将"],
            ["敵兵", "自将"],
        ),
    ],
)
def test_a_target_described_by_orientation_or_controller(
    text: str, proper: list[str], improper: list[str]
) -> None:
    """「対象のタップ状態の / アンタップ状態の / 相手がコントロールしている / あなたがコントロール
    している…キャラクター」: each word a filter of the target (4.2.13; 3.2.2, 4.2.12) — a
    character failing it is no proper target, and the card cannot be played. Before, the words
    were dropped (any character was taken), or the target itself was (a character chosen at
    resolution)."""
    ab = co_ability(text, type_="event")
    assert ab.supported, ab.reason
    assert ab.program.targets == "character"
    for t in proper:
        r = co_run(_DESCRIBED.format(text=text, target=t, allowed="true"))
        assert r.outcome["state"] == {"号令.zone": "A.dustbox"}, (t, r.outcome)
    for t in improper:
        r = co_run(_DESCRIBED.format(text=text, target=t, allowed="false"))
        assert r.outcome["state"] == {"号令.zone": "A.hand"}, (t, r.outcome)


@pytest.mark.parametrize(
    "text",
    [
        "対象のダメージを受けているキャラクター1体をアンタップする。",
        # (two: read since round 24 as two targets, test_co_cardtext_r24.py; three is not)
        "対象のタップ状態のキャラクター3体をアンタップする。",
        "対象の「飛行」の特殊能力を持つタップ状態のキャラクター1体をアンタップする。",
    ],
)
def test_a_target_described_by_words_not_read_is_refused(text: str) -> None:
    """A target phrase with a description (or a number) the reader does not read is refused,
    never run with the words dropped."""
    assert not co_ability(text, type_="event").supported


# --------------------------------------------------------------------------- 「…しか…できない」


@pytest.mark.parametrize("times", ["1度", "1回"])
def test_once_a_turn_said_with_shika(times: str) -> None:
    """「この特殊能力は1ターンに1度(1回)しか使用できない」: a second use in the turn is refused
    (the text over 3.4's 「何回でも」, 4.2.9); 度 counts times as 回 does. Before, 1度 was
    refused (the grammar reads 「しか」 as 「し」+「か」)."""
    text = f"1エネルギーを支払う:ターン終了時まで、『春日 ゆかり』は「+1:+0」の修正を受ける。この特殊能力は1ターンに{times}しか使用できない。"
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert ab.program.per_turn == 1
    r = co_run(
        f"""
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    field: [{{name: 春日 ゆかり, type: character, ap: 1, dp: 1, text: "{text}"}}]
  B:
    hp: 10
    deck: 10
actions:
  - {{do: activate, card: 春日 ゆかり}}
  - {{do: activate, card: 春日 ゆかり, allowed: false}}
ask: [春日 ゆかり.ap, A.energy]
"""
    )
    assert r.outcome["state"] == {"春日 ゆかり.ap": 2, "A.energy": 1}, r.outcome


@pytest.mark.parametrize(
    ("text", "kind", "turn", "allowed"),
    [
        (
            "『セバスチャン』をタップする:『セバスチャン』に「+1:+0」の修正を与える。この特殊能力はあなたのターンにしか使用できない。",
            "character",
            "B",
            "false",
        ),
        (
            "『セバスチャン』をタップする:『セバスチャン』に「+1:+0」の修正を与える。この特殊能力はあなたのターンにしか使用できない。",
            "character",
            "A",
            "true",
        ),
        (
            "ターン終了時まで、対象のキャラクター1体に「+1:+0」の修正を与える。このカードは相手のターンにしかプレイできない。",
            "event",
            "A",
            "false",
        ),
        (
            "ターン終了時まで、対象のキャラクター1体に「+1:+0」の修正を与える。このカードは相手のターンにしかプレイできない。",
            "event",
            "B",
            "true",
        ),
    ],
)
def test_only_in_a_turn_said_with_shika(text: str, kind: str, turn: str, allowed: str) -> None:
    """「この特殊能力は(このカードは)…ターンにしか使用(プレイ)できない」 as 「…にのみ…できる」:
    outside that turn the use / play is refused (3.4.3's play condition, 3.4.4; 4.2.9)."""
    ab = co_ability(text, type_=kind, name="セバスチャン")
    assert ab.supported, ab.reason
    act = "activate" if kind == "character" else "play"
    card = "セバスチャン" if kind == "character" else "号令"
    hand = (
        ""
        if kind == "character"
        else f'    hand: [{{name: 号令, type: event, cost: 0, text: "{text}"}}]\n'
    )
    ftext = f', text: "{text}"' if kind == "character" else ""
    target = "" if kind == "character" else "target: セバスチャン, "
    r = co_run(
        f"""
turn: {{player: {turn}, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: セバスチャン, type: character, ap: 1, dp: 1{ftext}}}]
{hand}  B:
    hp: 10
    deck: 10
actions:
  - {{do: {act}, player: A, card: {card}, {target}allowed: {allowed}}}
ask: [セバスチャン.ap]
"""
    )
    assert r.outcome["state"] == {"セバスチャン.ap": 2 if allowed == "true" else 1}, r.outcome


def test_a_target_that_defended() -> None:
    """「『X』がディフェンスされたとき、対象のディフェンスしたキャラクター1体は…「−1:−1」の修正を
    受ける」: the target is the character that defended in this battle (3.4.5.3; the one proper
    target there, 4.2.13) — DP 1 → 0: it crashes (4.3.9); the other character is untouched.
    Before, the target was dropped (read as 「ディフェンスしたキャラクター」), and then refused."""
    text = "『水無瀬 あかり』がディフェンスされたとき、対象のディフェンスしたキャラクター1体はターン終了時まで「−1:−1」の修正を受ける。"
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert ab.program.target_state == "defending"
    r = co_run(
        f"""
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: 水無瀬 あかり, type: character, ap: 0, dp: 5, text: "{text}"}}]
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 盾兵, type: character, ap: 0, dp: 1}}
      - {{name: 後衛, type: character, ap: 0, dp: 1}}
actions:
  - {{do: attack, attacker: 水無瀬 あかり, defender: 盾兵}}
ask: [盾兵.zone, 後衛.zone]
"""
    )
    assert r.outcome["state"] == {"盾兵.zone": "B.dustbox", "後衛.zone": "B.field"}, r.outcome


# --------------------------------------------------------------------------- 「受けるとき、…軽減する」

_SHIELD = """
turn: {{player: B, number: 8, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
{field}
  B:
    hp: 10
    energy: 3
    deck: 10
    hand: [{{name: 雷, type: spell, cost: 1, text: "対象のキャラクター1体に{n}点のダメージを与える。"}}]
actions:
  - {{do: play, card: 雷, target: 兵}}
ask: [兵.zone, 兵.damage]
"""


@pytest.mark.parametrize(
    ("field", "n", "zone", "damage"),
    [
        (
            '      - {name: 兵, type: character, ap: 1, dp: 2, text: "『兵』がダメージを受けるとき、そのダメージを1点軽減する。"}',
            2,
            "A.field",
            1,
        ),
        (
            '      - {name: 兵, type: character, ap: 1, dp: 2, text: "『兵』がダメージを受けるとき、そのダメージを1点軽減する。"}',
            1,
            "A.field",
            0,
        ),
        (
            "      - {name: 兵, type: character, ap: 1, dp: 2}\n"
            '      - {name: 盾, type: item, set_on: 兵, text: "セットされたキャラクターがダメージを受けるとき、そのダメージを1点軽減する。"}',
            2,
            "A.field",
            1,
        ),
        (
            "      - {name: 兵, type: character, ap: 1, dp: 2}\n"
            '      - {name: 盾, type: item, set_on: 兵, text: "セットされたキャラクターは、「+0:+1」の修正を受ける。セットされたキャラクターがダメージを受けるとき、そのダメージを1点軽減する。"}',
            3,
            "A.field",
            2,
        ),
    ],
)
def test_a_damage_reduction_in_force(field: str, n: int, zone: str, damage: int) -> None:
    """「…がダメージを受けるとき、そのダメージをN点軽減する」 (受ける, not 受けた: no trigger): in
    force on each damage that character is dealt, taken off as its value is decided (4.3.10,
    4.3.10.3) — 2 damage is 1, 1 damage is none (4.3.10: 「軽減してダメージが0になった場合…」);
    on this card or on the character a card is set on (with its modifier on the same line).
    Before: refused (「the trigger receive.final」, 「the action when.nominal」)."""
    r = co_run(_SHIELD.format(field=field, n=n))
    assert r.outcome["state"] == {"兵.zone": zone, "兵.damage": damage}, r.outcome
    assert "4.3.10.3" in r.decided_by or damage == 0


# --------------------------------------------------------------------------- 「山札の上からカードをN枚見て」


@pytest.mark.parametrize("n", [1, 3])
def test_a_look_with_the_card_count_after_its_object(n: int) -> None:
    """「あなたは山札の上からカードをN枚見て、…」 reads as 「…上からN枚を見て」 (the shared look:
    the object only 「カード」, its count after it) — the same program. Before: refused (「a look
    from two places」)."""
    said = co_ability(
        f"あなたは山札の上からカードを{n}枚見て、好きな順番で山札の上に戻す。", "event"
    )
    plain = co_ability(f"あなたは山札の上から{n}枚を見て、好きな順番で山札の上に戻す。", "event")
    assert said.supported, said.reason
    assert said.program == plain.program
