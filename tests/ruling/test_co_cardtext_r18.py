"""co card-text constructions of round 18 (s14co): the r18 development files and the refusals of
the blind card-text sets cards_r14-r17, each construction on a minimal board of its own."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import co_ability, co_run

# ------ one topic, several predicates: 「Xは、Aし、Bする」 (4.3.8 steps 3 and 4)

_MASK = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    hand: [{{name: 仮面, type: item, cost: 2, text: "{text}"}}]
    field: [{{name: 鳥, type: character, ap: 3, dp: 2, text: "飛行"}}]
  B: {{hp: 10, deck: 10, field: [{{name: 兵, type: character, ap: 1, dp: 3}}]}}
actions:
  - {{do: resolve_text, player: A, text: "対象のキャラクターは、ターン終了時まで「+2:+2」の修正を受ける。", target: 鳥}}
  - {{do: play, card: 仮面, set_on: 鳥}}
  - {{do: attack, attacker: 鳥, defender: 兵}}
ask: [鳥.ap, 鳥.dp, 鳥.abilities, 兵.damage]
"""


@pytest.mark.parametrize(
    "text",
    [
        # co/r18_024's card (〔剣を捨てて……〕's sentence without 「…キャラクターとなる」)
        "キャラクターにセット。セットされたキャラクターは、それまで持っていた特殊能力をすべて失い、「0:5」の能力値を持つ。",
        "キャラクターにセット。セットされたキャラクターは、すべての特殊能力を失い、「0:5」の能力値を持つ。",
        "キャラクターにセット。セットされたキャラクターは、特殊能力をすべて失い、「0:5」の能力値を持つ。",
        "キャラクターにセット。セットされたキャラクターは、「0:5」の能力値を持ち、すべての特殊能力を失う。",
    ],
)
def test_values_set_and_abilities_lost_on_the_host(text: str) -> None:
    """The values set come before the modification made earlier (4.3.8: 4 then 5): 0:5 and
    +2:+2 is 2:7; the host lost 飛行, so 兵 may defend it (3.4.5.7)."""
    r = co_run(_MASK.format(text=text))
    assert r.outcome["state"] == {"鳥.ap": 2, "鳥.dp": 7, "鳥.abilities": [], "兵.damage": 2}
    assert {"4.3.8", "3.4.5.7"} <= set(r.decided_by)


def test_abilities_lost_alone_on_the_host() -> None:
    """「セットされたキャラクターは、特殊能力をすべて失う」: in force while the card is set (4.3.8
    step 3); its values stay (3+2:2+2)."""
    text = "キャラクターにセット。セットされたキャラクターは、特殊能力をすべて失う。"
    r = co_run(_MASK.format(text=text))
    assert r.outcome["state"] == {"鳥.ap": 5, "鳥.dp": 4, "鳥.abilities": [], "兵.damage": 5}


def test_a_modifier_then_abilities_lost_on_the_host() -> None:
    text = "キャラクターにセット。セットされたキャラクターは、「+1:+1」の修正を受け、すべての特殊能力を失う。"
    r = co_run(_MASK.format(text=text))
    assert r.outcome["state"] == {"鳥.ap": 6, "鳥.dp": 5, "鳥.abilities": [], "兵.damage": 6}


def test_a_keyword_gained_then_a_modifier_te_form() -> None:
    ab = co_ability(
        "キャラクターにセット。セットされたキャラクターは、「潜水」の特殊能力を得て、「+1:+0」の修正を受ける。",
        "item",
    )
    assert ab.supported, ab.reason
    statics = {(s.kind, s.who) for s in ab.program.statics}
    assert {("gain", "host"), ("mod", "host")} <= statics


_TARGET = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 呪, type: spell, cost: 1, text: "{text}"}}]
  B: {{hp: 10, deck: 10, field: [{{name: 鳥, type: character, ap: 3, dp: 2, text: "飛行"}}]}}
actions:
  - {{do: play, card: 呪, target: 鳥}}
  - {{do: check, state: {{鳥.ap: 0, 鳥.dp: 5}}}}
  - {{do: end_phase}}
  - {{do: turn_end}}
ask: [鳥.ap, 鳥.dp, 鳥.abilities]
"""


def test_a_target_loses_its_abilities_and_takes_values_until_the_end_of_the_turn() -> None:
    """「ターン終了時まで、対象のキャラクター1体は、すべての特殊能力を失い、「0:5」の能力値を
    持つ」: the limit printed before the first step is the sentence's (3.7.2); after the turn
    the card is as printed."""
    text = (
        "ターン終了時まで、対象のキャラクター1体は、すべての特殊能力を失い、「0:5」の能力値を持つ。"
    )
    ab = co_ability(text, "spell")
    assert ab.supported, ab.reason
    assert [(o.kind, o.until) for o in ab.program.ops] == [("strip", "turn"), ("set_stats", "turn")]
    r = co_run(_TARGET.format(text=text))
    assert all(not lf.checks for lf in r.leaves), [lf.checks for lf in r.leaves]
    got = r.outcome["state"]
    assert (got["鳥.ap"], got["鳥.dp"], "飛行" in got["鳥.abilities"]) == (3, 2, True)


@pytest.mark.parametrize(
    "text",
    [
        # a connector between the steps: not one topic's predicates
        "セットされたキャラクターは、すべての特殊能力を失う。そのあと、「0:5」の能力値を持つ。",
        # a modifier held is not values set
        "キャラクターにセット。セットされたキャラクターは、すべての特殊能力を失い、「+1:+1」の能力値を持つ。",
    ],
)
def test_what_stays_refused(text: str) -> None:
    assert not co_ability(text, "item").supported


# ------ a keyword given in force (4.3.8 step 3) while this card is on the field; 「得てもよい」 refused


def test_a_keyword_given_to_your_characters_while_this_card_is_on_the_field() -> None:
    """「『旗』がフィールドに出ている限り、あなたがコントロールしているすべてのキャラクターは「飛行」
    の特殊能力を得る」: 兵 flies while 旗 is there, so B's walker may not defend it (3.4.5.7)."""
    board = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: 兵, type: character, ap: 2, dp: 2}}{flag}]
  B: {{hp: 10, deck: 10, field: [{{name: 歩, type: character, ap: 1, dp: 3}}]}}
actions:
  - {{do: attack, attacker: 兵, defender: 歩}}
ask: [B.hp]
"""
    flag = (
        ", {name: 旗, type: character, ap: 0, dp: 1, text: "
        "'『旗』がフィールドに出ている限り、あなたがコントロールしているすべてのキャラクターは"
        "「飛行」の特殊能力を得る。'}"
    )
    r = co_run(board.format(flag=flag))
    assert r.outcome.get("rejected") and "3.4.5.7" in r.decided_by
    assert not co_run(board.format(flag="")).outcome.get("rejected")


@pytest.mark.parametrize(
    "text",
    [
        "キャラクターにセット。セットされたキャラクターは、「潜水」の特殊能力を得てもよい。",
        "キャラクターにセット。セットされたキャラクターは、「+0:+1」の修正を受け、「潜水」の特殊能力を得てもよい。",
        "フィールドに出ているすべてのキャラクターは、すべての特殊能力を失う。",
    ],
)
def test_a_permission_in_force_or_a_group_losing_stays_refused(text: str) -> None:
    """「…を得てもよい」 in force was run as 「得る」 before (the permission dropped); a group losing
    its abilities in force is not read where a card's own abilities are checked."""
    assert not co_ability(text, "item").supported


# ------ 「Nダメージ」 as 「N点のダメージ」 (4.3.9, 4.3.10: damage counted in points)

_BOLT = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 矢, type: spell, cost: 1, text: "{text}"}}]
  B: {{hp: 10, deck: 10, field: [{{name: 兵, type: character, ap: 1, dp: 3}}, {{name: 騎, type: character, ap: 2, dp: 2}}]}}
actions:
  - {{do: play, card: 矢{target}}}
ask: [兵.damage, 騎.zone]
"""


@pytest.mark.parametrize(
    ("text", "target", "want"),
    [
        (
            "対象のキャラクター1体に2ダメージを与える。",
            "騎",
            {"兵.damage": None, "騎.zone": "B.dustbox"},
        ),
        (
            "対象のキャラクター1体に1ダメージを与える。",
            "兵",
            {"兵.damage": 1, "騎.zone": "B.field"},
        ),
        (
            "フィールドに出ているすべてのキャラクターに2ダメージを与える。",
            None,
            {"兵.damage": 2, "騎.zone": "B.dustbox"},
        ),
    ],
)
def test_damage_without_points(text: str, target: str | None, want: dict[str, Any]) -> None:
    r = co_run(_BOLT.format(text=text, target=f", target: {target}" if target else ""))
    got = r.outcome["state"]
    assert {k: got.get(k) or None for k in want} == want, got
    assert "4.3.9" in r.decided_by


# ------ 『…』 names ending in る / い / た with no particle are card names (grammar/coname.py)


@pytest.mark.parametrize("name", ["たける", "森川 ゆい", "みらい", "ひなた"])
def test_a_name_ending_like_a_predicate_is_a_name(name: str) -> None:
    text = f"『{name}』がアタックしたとき、あなたは山札からカードを1枚引く。"
    ab = co_ability(text, name=name)
    assert ab.supported, ab.reason
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\n"
        "players:\n"
        f"  A: {{hp: 10, deck: 10, field: [{{name: {name}, type: character, ap: 1, dp: 1, text: '{text}'}}]}}\n"
        "  B: {hp: 10, deck: 10}\n"
        f"actions:\n  - {{do: attack, attacker: {name}, defender: none}}\n"
        "ask: [A.hand]\n"
    )
    assert r.outcome["state"]["A.hand"] == 1


def test_a_quoted_ability_ending_in_a_predicate_is_still_an_ability() -> None:
    from grammar.coname import is_card_name

    assert not is_card_name("「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい")
    assert not is_card_name("対象のキャラクターをタップする")
    assert is_card_name("剣を捨てて......")


# ------ 「そうした場合、」 as 「そうしたら、」 (the step before done, 4.3.2.6); 「そうしなかった場合」


@pytest.mark.parametrize(
    ("lead", "crash", "drawn"),
    [
        ("そうした場合", True, 1),
        ("そうした場合", False, 0),
        # corrected (round 50, s47coA): 「そうしなかった場合」 is now run (``Op.unless_done``,
        # 4.3.2.6) — the draw done only when the crash was not
        ("そうしなかった場合", True, 0),
        ("そうしなかった場合", False, 1),
    ],
)
def test_if_done_printed_as_baai(lead: str, crash: bool, drawn: int) -> None:
    text = f"『斥候』がアタックしたとき、あなたは手札からカードを1枚クラッシュしてもよい。{lead}、あなたは山札からカードを1枚引く。"
    ab = co_ability(text, name="斥候")
    assert ab.supported, ab.reason
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\n"
        "players:\n"
        f"  A: {{hp: 10, deck: 10, hand: [{{name: 紙, type: spell}}], field: [{{name: 斥候, type: character, ap: 1, dp: 1, text: '{text}'}}]}}\n"
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: attack, attacker: 斥候, defender: none}\n"
        f"choices: [{{player: A, at: optional_step, choose: {'yes' if crash else 'no'}}}]\n"
        "ask: [A.deck, 紙.zone]\n"
    )
    want_zone = "A.dustbox" if crash else "A.hand"
    assert r.outcome["state"] == {"A.deck": 10 - drawn, "紙.zone": want_zone}, r.outcome


# ------ 「X。Cの場合(なら)、かわりにY。」 (4.3.2.6; C read once, as X is to be done)

_INSTEAD = """
turn: {{player: A, number: 4, phase: main}}
players:
  A: {{hp: 10, energy: 1, deck: 10, hand: [{{name: 矢, type: spell, cost: 1, text: "{text}"}}]}}
  B: {{hp: 10, deck: 10, field: [{{name: 鳥, type: character, ap: 1, dp: 9, text: 飛行}}, {{name: 兵, type: character, ap: 1, dp: 9}}]}}
actions:
  - {{do: play, card: 矢, target: {target}}}
ask: [鳥.damage, 兵.damage]
"""


@pytest.mark.parametrize(
    "text",
    [
        "対象のキャラクター1体に2点のダメージを与える。そのキャラクターが「飛行」の特殊能力を持つ場合、かわりに4点のダメージを与える。",
        "対象のキャラクター1体に2点のダメージを与える。そのキャラクターが「飛行」を持つなら、かわりに4点のダメージを与える。",
        "対象のキャラクター1体に2ダメージを与える。そのキャラクターが「飛行」の特殊能力を持つ場合、かわりに対象のキャラクター1体に4ダメージを与える。",
    ],
)
@pytest.mark.parametrize(
    ("target", "want"),
    [("鳥", {"鳥.damage": 4, "兵.damage": 0}), ("兵", {"鳥.damage": 0, "兵.damage": 2})],
)
def test_a_damage_replaced_when_the_target_flies(
    text: str, target: str, want: dict[str, int]
) -> None:
    r = co_run(_INSTEAD.format(text=text, target=target))
    assert r.outcome["state"] == want


def test_that_character_in_a_spell_is_its_target() -> None:
    """「…。そのキャラクターが「飛行」の特殊能力を持つなら、…」 in a spell: the target (4.2.13);
    before, the condition read no card and was not met."""
    text = "対象のキャラクター1体に2点のダメージを与える。そのキャラクターが「飛行」の特殊能力を持つなら、対象のキャラクター1体に1点のダメージを与える。"
    assert co_run(_INSTEAD.format(text=text, target="鳥")).outcome["state"]["鳥.damage"] == 3
    assert co_run(_INSTEAD.format(text=text, target="兵")).outcome["state"]["兵.damage"] == 2


_ENERGY = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 0
    deck: 10
    field:
      - {{name: 看板娘, type: character, gender: 女性, ap: 1, dp: 1, text: "『看板娘』をタップする:あなたは1エネルギーを得る。あなたがコントロールしている女性キャラクターが3体以上の場合、かわりに2エネルギーを得る。"}}
      - {{name: 友, type: character, gender: 女性, ap: 1, dp: 1}}
{more}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: activate, card: 看板娘}}
ask: [A.energy]
"""


@pytest.mark.parametrize(("three", "energy"), [(True, 2), (False, 1)])
def test_energy_replaced_when_three_women_are_controlled(three: bool, energy: int) -> None:
    more = "      - {name: 妹, type: character, gender: 女性, ap: 1, dp: 1}" if three else ""
    r = co_run(_ENERGY.format(more=more))
    assert r.outcome["state"] == {"A.energy": energy}, r.outcome


@pytest.mark.parametrize(
    "text",
    [
        # no condition: what would decide it
        "あなたは山札からカードを1枚引く。かわりに山札からカードを2枚引く。",
        # two steps replaced: which is not said
        "あなたは山札からカードを1枚引き、1エネルギーを得る。あなたの手札が3枚以下の場合、かわりにカードを2枚引く。",
        # a continuous effect replaced (a modifier in force with a condition)
        "キャラクターにセット。セットされたキャラクターは、「+2:+0」の修正を受ける。セットされたキャラクターが男性キャラクターの場合、かわりに「+2:+1」の修正を受ける。",
    ],
)
def test_instead_of_other_shapes_stays_refused(text: str) -> None:
    assert not co_ability(text, "spell").supported


# ------ 「この特殊能力は、あなたのメインフェイズにのみ使用できる」 (3.4; as 「あなたのターンのメインフェイズ」)


def test_only_in_your_main_phase() -> None:
    ab = co_ability(
        "『水無月 遥』をタップする:対象のキャラクター1体に1ダメージを与える。この特殊能力は、あなたのメインフェイズにのみ使用できる。",
        name="水無月遥",
    )
    assert ab.supported, ab.reason
    assert ab.program.only_during == "you:main"


# ------ 「敵デュエルマスター」 (4.3.5 例's word) as 「相手のデュエルマスター」


def test_the_enemy_duel_master_is_the_opponent() -> None:
    text = "『剣崎 隼人』がアタックしたとき、敵デュエルマスターがコントロールしているキャラクターが2体以上なら、ターン終了時まで『剣崎 隼人』は「+1:+1」の修正を受ける。"
    board = """
turn: {{player: A, number: 4, phase: main}}
players:
  A: {{hp: 10, deck: 10, field: [{{name: 剣崎隼人, type: character, ap: 2, dp: 2, text: "{text}"}}]}}
  B: {{hp: 10, deck: 10, field: [{{name: 兵, type: character, ap: 1, dp: 1, state: rest}}{more}]}}
actions:
  - {{do: attack, attacker: 剣崎隼人, defender: none}}
ask: [B.hp]
"""
    two = co_run(
        board.format(text=text, more=", {name: 槍, type: character, ap: 1, dp: 1, state: rest}")
    )
    one = co_run(board.format(text=text, more=""))
    assert (two.outcome["state"]["B.hp"], one.outcome["state"]["B.hp"]) == (7, 8)
    draw = co_ability(
        "『X』がアタックしたとき、敵デュエルマスターは山札からカードを1枚引く。", name="X"
    )
    assert [(o.kind, o.who) for o in draw.program.ops] == [("draw", "opponent_player")]


# ------ 「<phase>開始時に、<condition>なら、…」: the timing the grammar hangs in the condition is the trigger


_SEA = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: 海, type: item, text: "エンドフェイズ開始時に、あなたがコントロールしているキャラクターがいないなら、『海』はクラッシュする。"}}{more}]
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: end_phase}}
ask: [海.zone]
"""


@pytest.mark.parametrize(
    ("more", "zone"),
    [("", "A.dustbox"), (", {name: 兵, type: character, ap: 1, dp: 1}", "A.field")],
)
def test_a_timing_hung_in_the_condition_is_the_trigger(more: str, zone: str) -> None:
    r = co_run(_SEA.format(more=more))
    assert r.outcome["state"] == {"海.zone": zone}


# ------ 「山札の一番上のカードを見る」 as 「山札の上から1枚を見る」 (4.2.2), then put under the deck


@pytest.mark.parametrize(
    "text",
    [
        "『ひまり』をタップする:あなたは山札の一番上のカードを見る。そのあと、そのカードを山札の一番下に置く。",
        "『ひまり』をタップする:あなたは山札の一番上のカードを見て、山札の一番下に置く。",
    ],
)
def test_the_top_card_looked_at_goes_under(text: str) -> None:
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\n"
        "players:\n"
        f"  A: {{hp: 10, deck: [{{name: 頂, type: spell}}, 3, {{name: 底, type: spell}}], field: [{{name: ひまり, type: character, ap: 1, dp: 1, text: '{text}'}}]}}\n"
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: activate, card: ひまり}\n"
        "ask: [頂.zone]\n"
    )
    assert r.outcome["state"] == {"頂.zone": "A.deck"}
    final = r.leaves[0].final
    assert [c.name for c in final.players["A"].zones["deck"]][-1] == "頂"


# ------ 「ダストボックスの一番上のカードを手札に戻す」 (4.2.3 the dustbox's top, 4.2.12)


@pytest.mark.parametrize(
    ("dustbox", "want"),
    [
        (
            "[{name: 上, type: spell}, {name: 下, type: spell}]",
            {"上.zone": "A.hand", "下.zone": "A.dustbox"},
        ),
        ("[]", {}),
    ],
)
def test_the_dustbox_top_card_returns(dustbox: str, want: dict[str, str]) -> None:
    text = "『かなた』をタップする:あなたはダストボックスの一番上のカードを手札に戻す。"
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\n"
        "players:\n"
        f"  A: {{hp: 10, deck: 10, dustbox: {dustbox}, hand: [], field: [{{name: かなた, type: character, ap: 1, dp: 1, text: '{text}'}}]}}\n"
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: activate, card: かなた}\n"
        "ask: [A.hand" + "".join(f", {k}" for k in want) + "]\n"
    )
    assert r.outcome["state"] == {"A.hand": len(want) // 2, **want}


def test_the_dustbox_top_card_not_given_is_said() -> None:
    text = "『かなた』をタップする:あなたはダストボックスの一番上のカードを手札に戻す。"
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\n"
        "players:\n"
        f"  A: {{hp: 10, deck: 10, hand: [], field: [{{name: かなた, type: character, ap: 1, dp: 1, text: '{text}'}}]}}\n"
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: activate, card: かなた}\n"
        "ask: [A.hand]\n"
    )
    said = [s.ja for s in r.leaves[0].trace.steps if "ダストボックス" in s.ja]
    assert any("シナリオに書かれていない" in x for x in said), said


# ------ 「Xがアタックし、ディフェンスされなかったとき」 as 「Xがアタックしたとき、ディフェンスされなかった場合」


@pytest.mark.parametrize(("defender", "hp"), [("none", 6), ("兵", 10)])
def test_attacked_and_not_defended(defender: str, hp: int) -> None:
    text = "『ミレーユ』がアタックし、ディフェンスされなかったとき、敵デュエルマスターに1ダメージを与える。"
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\n"
        "players:\n"
        f"  A: {{hp: 10, deck: 10, field: [{{name: ミレーユ, type: character, ap: 3, dp: 3, text: '{text}'}}]}}\n"
        "  B: {hp: 10, deck: 10, field: [{name: 兵, type: character, ap: 1, dp: 5}]}\n"
        f"actions:\n  - {{do: attack, attacker: ミレーユ, defender: {defender}}}\n"
        "ask: [B.hp]\n"
    )
    assert r.outcome["state"] == {"B.hp": hp}


# ------ 「…はアンタップフェイズにアンタップしない」 (3.2.2 over which the text stands, 4.2.9; in force, 4.3.8)


@pytest.mark.parametrize(
    ("field", "state"),
    [
        (
            "[{name: 兵, type: character, ap: 1, dp: 1, state: rest}, "
            "{name: 氷, type: item, set_on: 兵, text: 'キャラクターにセット。セットされたキャラクターはアンタップフェイズにアンタップしない。'}]",
            "rest",
        ),
        (
            "[{name: 兵, type: character, ap: 1, dp: 1, state: rest, text: '『兵』はアンタップフェイズにアンタップしない。'}]",
            "rest",
        ),
        ("[{name: 兵, type: character, ap: 1, dp: 1, state: rest}]", "stand"),
    ],
)
def test_no_untap_in_the_untap_phase(field: str, state: str) -> None:
    r = co_run(
        "turn: {player: A, number: 4, phase: untap}\n"
        "players:\n"
        f"  A: {{hp: 10, deck: 10, field: {field}}}\n"
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: untap_phase}\n"
        "ask: [兵.state]\n"
    )
    assert r.outcome["state"] == {"兵.state": state}


# ------ 「この特殊能力は、(キャラクターが)ダメージを受けた直後にのみ使用できる」: 4.3.5's moment, said of the ability

_NURSE = """
turn: {{player: A, number: 8, phase: main}}
players:
  A: {{hp: 12, deck: 20, field: [{{name: 突撃兵, type: character, ap: 3, dp: 2}}]}}
  B:
    hp: 12
    energy: 2
    deck: 20
    field:
      - {{name: 盾持ち, type: character, ap: 2, dp: 3}}
      - {{name: 氷室, type: character, ap: 0, dp: 1, text: "{text}"}}
actions:
{actions}
ask: [盾持ち.zone, 盾持ち.damage]
"""


@pytest.mark.parametrize(
    "text",
    [
        "2エネルギーを支払う:対象のキャラクター1体が受けるダメージを2点軽減する。この特殊能力は、キャラクターがダメージを受けた直後にのみ使用できる。",
        "2エネルギーを支払う:対象のキャラクター1体が受けるダメージを2点軽減する。この特殊能力は、ダメージを受けた直後にのみ使用できる。",
    ],
)
def test_a_use_said_only_right_after_damage(text: str) -> None:
    used = co_run(
        _NURSE.format(
            text=text,
            actions="  - {do: attack, attacker: 突撃兵, defender: 盾持ち, reduce: {盾持ち: [{do: activate, player: B, card: 氷室, target: 盾持ち}]}}",
        )
    )
    assert used.outcome["state"] == {"盾持ち.zone": "B.field", "盾持ち.damage": 1}
    alone = co_run(
        _NURSE.format(
            text=text, actions="  - {do: activate, player: B, card: 氷室, target: 盾持ち}"
        )
    )
    assert alone.main.rejected and "4.3.5" in alone.decided_by


# ------ 「あなた / 相手は(X)カードをプレイできない」 in force (4.3.8; the text over the plays, 4.2.9)

_RUU = """
turn: {{player: {turn}, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 3
    deck: 10
    hand: [{{name: 案内, type: navigator, cost: 1}}, {{name: 呪文, type: spell, cost: 1, text: "あなたは山札からカードを1枚引く。"}}]
    field: [{{name: ルゥ, type: character, ap: 1, dp: 1, text: "{text}"}}]
  B:
    hp: 10
    energy: 3
    deck: 10
    hand: [{{name: 敵呪文, type: spell, cost: 1, text: "あなたは山札からカードを1枚引く。"}}]
actions:
  - {{do: play, player: {who}, card: {card}}}
ask: [{card}.zone]
"""


@pytest.mark.parametrize(
    ("text", "turn", "who", "card", "zone"),
    [
        (
            "『ルゥ』がフィールドに出ている限り、あなたはナビゲーターカードをプレイできない。",
            "A",
            "A",
            "案内",
            "A.hand",
        ),
        (
            "『ルゥ』がフィールドに出ている限り、あなたはナビゲーターカードをプレイできない。",
            "A",
            "A",
            "呪文",
            "A.dustbox",
        ),
        (
            "『ルゥ』がフィールドに出ている限り、相手はスペルカードをプレイできない。",
            "B",
            "B",
            "敵呪文",
            "B.hand",
        ),
        (
            "『ルゥ』がフィールドに出ている限り、相手はスペルカードをプレイできない。",
            "A",
            "A",
            "呪文",
            "A.dustbox",
        ),
    ],
)
def test_a_player_kept_from_playing_a_card_type(
    text: str, turn: str, who: str, card: str, zone: str
) -> None:
    r = co_run(_RUU.format(text=text, turn=turn, who=who, card=card))
    assert r.outcome["state"][f"{card}.zone"] == zone, r.outcome
    if zone.endswith("hand"):
        assert "4.2.9" in r.decided_by


@pytest.mark.parametrize(("defender", "drawn"), [("兵", 1), ("none", 0)])
def test_attacked_and_defended(defender: str, drawn: int) -> None:
    """「Xがアタックし、ディフェンスされたとき」: 「Xがディフェンスされたとき」 (3.4.5.3, 3.4.5.6)."""
    text = "『ミレーユ』がアタックし、ディフェンスされたとき、あなたは山札からカードを1枚引く。"
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\n"
        "players:\n"
        f"  A: {{hp: 10, deck: 10, field: [{{name: ミレーユ, type: character, ap: 3, dp: 3, text: '{text}'}}]}}\n"
        "  B: {hp: 10, deck: 10, field: [{name: 兵, type: character, ap: 1, dp: 5}]}\n"
        f"actions:\n  - {{do: attack, attacker: ミレーユ, defender: {defender}}}\n"
        "ask: [A.deck]\n"
    )
    assert r.outcome["state"] == {"A.deck": 10 - drawn}


@pytest.mark.parametrize("who", ["敵デュエルマスターの", "相手のデュエルマスターの", "相手の"])
@pytest.mark.parametrize(("hp", "drawn"), [(5, 1), (6, 0)])
def test_the_opponents_hp_said_of_the_duel_master(who: str, hp: int, drawn: int) -> None:
    """「相手(敵)のデュエルマスターのHP」 is the opponent's HP (the duel master is the player)."""
    text = f"『剣士』がアタックしたとき、{who}HPが5以下なら、あなたは山札からカードを1枚引く。"
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\n"
        "players:\n"
        f"  A: {{hp: 10, deck: 10, field: [{{name: 剣士, type: character, ap: 0, dp: 3, text: '{text}'}}]}}\n"
        f"  B: {{hp: {hp}, deck: 10}}\n"
        "actions:\n  - {do: attack, attacker: 剣士, defender: none}\n"
        "ask: [A.deck]\n"
    )
    assert r.outcome["state"] == {"A.deck": 10 - drawn}


def test_the_opponent_said_alone_is_the_player() -> None:
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\n"
        "players:\n"
        "  A: {hp: 10, energy: 1, deck: 10, hand: [{name: 矢, type: spell, cost: 1, text: '相手に2点のダメージを与える。'}]}\n"
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: play, card: 矢}\n"
        "ask: [B.hp]\n"
    )
    assert r.outcome["state"] == {"B.hp": 8}


# ------ a character's own line with no trigger, cost or duration is in force (4.3.8), not a step on its play


def test_a_characters_own_modifier_is_in_force_on_the_field() -> None:
    """「『X』は「+1:+0」の修正を受ける」 on X already on the field: X has AP 3 (2 + 1); before, the
    change was made only when X was played (a one-shot on resolution)."""
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\n"
        "players:\n"
        "  A: {hp: 10, deck: 10, field: [{name: 戦士, type: character, ap: 2, dp: 2, text: '『戦士』は「+1:+0」の修正を受ける。'}]}\n"
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: attack, attacker: 戦士, defender: none}\n"
        "ask: [戦士.ap, B.hp]\n"
    )
    assert r.outcome["state"] == {"戦士.ap": 3, "B.hp": 7}


@pytest.mark.parametrize(
    ("text", "rejected"),
    [
        ("『見張り』は「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい。", False),
        ("", True),
    ],
)
def test_a_characters_own_permission_is_in_force_on_the_field(text: str, rejected: bool) -> None:
    """「『X』は「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい」 (3.4.5.7) held by X on the
    field from the start of the scenario."""
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\n"
        "players:\n"
        "  A: {hp: 10, deck: 10, field: [{name: 鳥, type: character, ap: 2, dp: 2, text: 飛行}]}\n"
        f"  B: {{hp: 10, deck: 10, field: [{{name: 見張り, type: character, ap: 1, dp: 5, text: '{text}'}}]}}\n"
        "actions:\n  - {do: attack, attacker: 鳥, defender: 見張り}\n"
        "ask: [B.hp]\n"
    )
    assert bool(r.outcome.get("rejected")) == rejected
    assert r.outcome["state"] == {"B.hp": 8 if rejected else 10}


def test_a_characters_own_change_with_a_hand_size_condition_is_read() -> None:
    # corrected (round 65, lead): this pinned the hand-size condition as refused; since round 65
    # a player's hand size is a condition an effect in force holds under (4.2.1, 4.3.8), tested
    # on a board in test_co_r65_in_force_conditions.py (an HP condition since round 20)
    ab = co_ability(
        "あなたの手札が3枚以下の場合、『姫川 乙葉』は「+2:+2」の修正を受ける。", name="姫川乙葉"
    )
    assert ab.supported


# ------ 「手札からカードをN枚山札の一番下(ダストボックス)に置く」 with no 「選び」: the player's pick of its own cards


def test_a_hand_card_put_under_the_deck_without_choose() -> None:
    text = "『日記』をタップする:あなたは山札からカードを1枚引く。そのあと、手札からカードを1枚山札の一番下に置く。"
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\n"
        "players:\n"
        f"  A: {{hp: 10, hand: [], deck: [{{name: 頂, type: spell}}, 3], field: [{{name: 日記, type: item, text: '{text}'}}]}}\n"
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: activate, card: 日記}\n"
        "ask: [頂.zone, A.hand]\n"
    )
    assert r.outcome["state"] == {"頂.zone": "A.deck", "A.hand": 0}
    assert [c.name for c in r.leaves[0].final.players["A"].zones["deck"]][-1] == "頂"


def test_a_hand_card_put_in_the_dustbox_without_choose() -> None:
    text = "『日記』をタップする:あなたは手札からカードを1枚ダストボックスに置く。"
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\n"
        "players:\n"
        f"  A: {{hp: 10, hand: [{{name: 紙, type: spell}}], deck: 5, field: [{{name: 日記, type: item, text: '{text}'}}]}}\n"
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: activate, card: 日記}\n"
        "ask: [紙.zone]\n"
    )
    assert r.outcome["state"] == {"紙.zone": "A.dustbox"}


# ------ 「(group)キャラクター1体につき、…「+1:+0」の修正を受ける」: the change times the characters counted (4.3.2.6)


@pytest.mark.parametrize(("others", "ap"), [(0, 2), (1, 3), (2, 4)])
def test_a_modifier_per_character_counted(others: int, ap: int) -> None:
    text = "『隼人』がアタックしたとき、相手がコントロールしているキャラクター1体につき、ターン終了時まで、『隼人』は「+1:+0」の修正を受ける。"
    them = ", ".join(
        f"{{name: 兵{k}, type: character, ap: 1, dp: 1, state: rest}}" for k in range(others)
    )
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\n"
        "players:\n"
        f"  A: {{hp: 10, deck: 10, field: [{{name: 隼人, type: character, ap: 2, dp: 2, text: '{text}'}}]}}\n"
        f"  B: {{hp: 10, deck: 10, field: [{them}]}}\n"
        "actions:\n  - {do: attack, attacker: 隼人, defender: none}\n"
        "ask: [隼人.ap, B.hp]\n"
    )
    assert r.outcome["state"] == {"隼人.ap": ap, "B.hp": 10 - ap}


def test_a_modifier_in_force_per_card_of_a_gender_is_read() -> None:
    # (per card counted by type and controller is read since round 20: test_co_cardtext_r20.py;
    # by gender, as typed at 4.3.8 step 2, since round 61: test_co_r61_per_gender_in_force.py)
    ab = co_ability(
        "あなたがコントロールしている女性キャラクター1体につき、『X』は「+1:+0」の修正を受ける。",
        name="X",
    )
    assert ab.supported, ab.reason


# ------ 「あなたがコントロールしている他の / 『X』以外の…キャラクター」: the others (this card left out);
# before, read as every character the player controls (this one too)


@pytest.mark.parametrize(
    "text",
    [
        "『すず』がフィールドに出ている限り、あなたがコントロールしている他のキャラクターすべては「+0:+1」の修正を受ける。",
        "『すず』がフィールドに出ている限り、あなたがコントロールしている『すず』以外のキャラクターすべては「+0:+1」の修正を受ける。",
        "あなたがコントロールしている他のキャラクターは、「+0:+1」の修正を受ける。",
    ],
)
def test_the_other_characters_you_control(text: str) -> None:
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\n"
        "players:\n"
        f"  A: {{hp: 10, deck: 10, field: [{{name: すず, type: character, ap: 1, dp: 1, text: '{text}'}}, {{name: 友, type: character, ap: 1, dp: 1}}]}}\n"
        "  B: {hp: 10, deck: 10}\n"
        "actions: []\n"
        "ask: [すず.dp, 友.dp]\n"
    )
    assert r.outcome["state"] == {"すず.dp": 1, "友.dp": 2}


@pytest.mark.parametrize(
    "text",
    [
        "あなたがコントロールしているアンタップ状態のキャラクターすべてに1点のダメージを与える。",
        # (round 19: 「…他のアンタップ状態の女性キャラクター1体につき」 is read now, as the group so
        # described — test_co_cardtext_r19.test_a_modification_per_other_untapped_female_character)
    ],
)
def test_characters_described_further_are_read_so(text: str) -> None:
    """「アンタップ状態の」 narrows the characters (3.2.2); round 21: the damage reaches those so
    described alone (before round 21, refused; before round 18, dropped: every character)."""
    r = co_run(
        "turn: {player: A, number: 4, phase: main}\n"
        "players:\n"
        "  A:\n"
        "    hp: 10\n"
        "    deck: 10\n"
        "    energy: 1\n"
        f"    hand: [{{name: 札, type: spell, cost: 1, text: '{text}'}}]\n"
        "    field: [{name: 立, type: character, ap: 1, dp: 3}, {name: 寝, type: character, ap: 1, dp: 3, state: rest}]\n"
        "  B: {hp: 10, deck: 10, field: [{name: 敵, type: character, ap: 1, dp: 3}]}\n"
        "actions:\n"
        "  - {do: play, player: A, card: 札}\n"
        "ask: [立.damage, 寝.damage, 敵.damage]\n"
    )
    assert r.outcome["state"] == {"立.damage": 1, "寝.damage": 0, "敵.damage": 0}, r.outcome
