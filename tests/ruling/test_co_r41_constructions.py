"""co constructions added in round 41 (issue 12, from the development card sets cards_r31–r36),
each on a minimal board.

Battle moments of 4.3.5's 「〜の直後にのみ〜してもよい」: 「戦闘開始宣言を行った直後」, 「<who>が
アタック(宣言) / ディフェンスを行った直後」 (who: any, yours, the enemy's, the target, this card) and
「ダメージの応酬の直前」 — the action timing of 3.4.5.6 after that declaration; the card (ability)
is refused at any other time. 「敵デュエルマスターがエネルギーを得た直後にのみプレイしてもよい」: 4.3.5's
own moment for a card played, as for an ability used. 「このスペルカード / イベントカードは」 as
what a restriction is said of."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, decided, main_state

GUARD = "このカードは、敵キャラクターがアタックを行った直後にのみプレイしてもよい。"


def _guard_board(gate: str, timing: str) -> str:
    """B (turn player) attacks with 兵 (2:2) undefended; A plays 盾 (対象のキャラクター1体を
    タップする, gated by ``gate``) at the action timing ``timing`` against 兵."""
    return (
        "turn: {player: B, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 20\n    hand:\n"
        f'      - {{name: 盾, type: event, cost: 1, text: "使い捨て\\n{gate}\\n対象のキャラクター1体を'
        'タップする。"}\n'
        "  B:\n    hp: 10\n    deck: 20\n    field:\n      - {name: 兵, type: character, ap: 2, dp: 2}\n"
        "      - {name: 従者, type: character, ap: 1, dp: 1}\n"
        "actions:\n  - do: attack\n    attacker: 兵\n    defender: none\n"
        f"    {timing}: [{{do: play, player: A, card: 盾, target: 従者}}]\n"
        "ask: [盾.zone, 従者.state]\n"
    )


@pytest.mark.parametrize(
    ("gate", "timing", "played"),
    [
        (GUARD, "after_attack", True),
        (GUARD, "after_start", False),
        (GUARD, "after_defense", False),
        ("このカードは「戦闘開始宣言を行った直後」にのみプレイしてもよい。", "after_start", True),
        ("このカードは「戦闘開始宣言を行った直後」にのみプレイしてもよい。", "after_attack", False),
        ("このカードは、ダメージの応酬の直前にのみプレイしてもよい。", "after_defense", True),
        ("このカードは、ダメージの応酬の直前にのみプレイしてもよい。", "after_attack", False),
        # the attacker is B's: not a character A (who plays it) controls
        (
            "このカードは、あなたがコントロールしているキャラクターがアタックを行った直後にのみ"
            "プレイしてもよい。",
            "after_attack",
            False,
        ),
    ],
)
def test_co_a_card_played_only_at_a_battle_moment(gate: str, timing: str, played: bool) -> None:
    assert co_ability(gate, "event").supported
    r = co_run(_guard_board(gate, timing))
    assert main_state(r, "盾.zone") == ("A.dustbox" if played else "A.hand")
    assert main_state(r, "従者.state") == ("rest" if played else "stand")
    assert "4.3.5" in decided(r)


def test_co_a_moment_of_the_target_attacking() -> None:
    gate = "このカードは「対象のキャラクターがアタックを行った直後」にのみプレイしてもよい。"
    # 従者 is not the attacker: refused (4.2.13, the target named); 兵 is: played
    refused = co_run(_guard_board(gate, "after_attack"))
    assert main_state(refused, "盾.zone") == "A.hand"
    assert "4.2.13" in decided(refused)
    done = co_run(_guard_board(gate, "after_attack").replace("target: 従者", "target: 兵"))
    assert main_state(done, "盾.zone") == "A.dustbox"


def test_co_a_defence_moment_said_of_a_spell_card() -> None:
    text = (
        "このイベントカードは、あなたのキャラクターがディフェンスを行った直後にのみプレイできる。"
    )
    assert co_ability(text, "event").supported
    board = (
        _guard_board(text, "after_defense")
        .replace("defender: none", "defender: 番人")
        .replace("    field:\n      - {name: 兵", "    field:\n      - {name: 兵")
        .replace(
            "    hp: 10\n    energy: 1\n",
            "    hp: 10\n    energy: 1\n    field: [{name: 番人, type: character, ap: 0, dp: 5}]\n",
        )
    )
    r = co_run(board)
    assert main_state(r, "盾.zone") == "A.dustbox"


@pytest.mark.parametrize(("gained", "played"), [(True, True), (False, False)])
def test_co_a_card_played_right_after_the_enemy_gains_energy(gained: bool, played: bool) -> None:
    text = "敵デュエルマスターがエネルギーを得た直後にのみプレイしてもよい。"
    assert co_ability(text, "event").supported
    r = co_run(
        "turn: {player: B, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 20\n"
        "    hand:\n"
        f'      - {{name: 凪, type: event, cost: 0, text: "使い捨て\\n{text}\\nあなたは山札からカードを1枚引く。"}}\n'
        "  B:\n    hp: 10\n    deck: 20\n    field:\n"
        '      - {name: 泉, type: item, text: "『泉』をタップする:あなたはエネルギーを1得る。"}\n'
        "actions:\n"
        + ("  - {do: activate, player: B, card: 泉}\n" if gained else "")
        + "  - {do: play, player: A, card: 凪}\nask: [凪.zone]\n"
    )
    assert main_state(r, "凪.zone") == ("A.dustbox" if played else "A.hand")
    assert "4.3.5" in decided(r)


@pytest.mark.parametrize(
    ("text", "zone", "count"),
    [
        ("敵デュエルマスターの山札の一番上のカードをブレイクする。", "B.broken", 1),
        ("あなたは山札の上から2枚をブレイクする。", "A.broken", 2),
        ("あなたは山札の上から1枚をダストボックスに置いてもよい。", "A.dustbox", 1),
    ],
)
def test_co_the_top_cards_of_a_deck_broken_or_put_on_the_dustbox(
    text: str, zone: str, count: int
) -> None:
    assert co_ability(text, "spell").supported
    deck = "[{name: 壱, type: character}, {name: 弐, type: character}, {name: 参, type: character}]"
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        f"    deck: {deck}\n    hand:\n"
        f'      - {{name: 術, type: spell, cost: 1, text: "使い捨て\\n{text}"}}\n'
        f"  B:\n    hp: 10\n    deck: {deck.replace('壱', '甲').replace('弐', '乙').replace('参', '丙')}\n"
        "actions:\n  - {do: play, card: 術}\n"
        "choices:\n  - {player: A, at: optional_step, choose: yes}\n"
        "ask: [壱.zone, 弐.zone, 参.zone, 甲.zone, A.deck, B.deck]\n"
    )
    mine = zone.startswith("A.")
    tops = ["壱", "弐", "参"] if mine else ["甲", "乙", "丙"]
    # the top cards move, in the deck's order (4.2.2); the rest stay
    for i, nm in enumerate(tops):
        want = zone if i < count else ("A.deck" if mine else "B.deck")
        if nm in ("壱", "弐", "参", "甲"):
            assert main_state(r, f"{nm}.zone") == want
    assert main_state(r, "A.deck" if mine else "B.deck") == 3 - count
    assert ("4.2.5" if zone.endswith("broken") else "4.2.3") in decided(r)


@pytest.mark.parametrize(("turn", "played"), [("A", True), ("B", False)])
def test_co_a_play_restriction_said_of_this_spell_card(turn: str, played: bool) -> None:
    text = "このスペルカードはあなたのターンのメインフェイズにのみプレイできる。"
    assert co_ability(text, "spell").supported
    r = co_run(
        f"turn: {{player: {turn}, number: 6, phase: main}}\nplayers:\n  A:\n    hp: 10\n"
        "    energy: 1\n    deck: 20\n    hand:\n"
        f'      - {{name: 術, type: spell, cost: 1, text: "使い捨て\\n{text}\\nあなたは山札からカードを1枚引く。"}}\n'
        "  B: {hp: 10, deck: 20}\n"
        "actions:\n  - {do: play, player: A, card: 術}\nask: [術.zone]\n"
    )
    assert main_state(r, "術.zone") == ("A.dustbox" if played else "A.hand")


@pytest.mark.parametrize(
    ("host", "played"),
    [("剣士", True), ("魔女", False), ("敵兵", False)],
)
def test_co_a_card_set_only_on_the_cards_its_text_allows(host: str, played: bool) -> None:
    only = "あなたの男性のキャラクターにのみセットできる。"
    assert co_ability(only, "item").supported
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 20\n    field:\n"
        "      - {name: 剣士, type: character, gender: 男性, ap: 1, dp: 1}\n"
        "      - {name: 魔女, type: character, gender: 女性, ap: 1, dp: 1}\n"
        "    hand:\n"
        f'      - {{name: 柄杓, type: item, cost: 1, text: "キャラクターにセット。\\n{only}\\n'
        'セットされたキャラクターは、「+1:+1」の修正を受ける。"}\n'
        "  B:\n    hp: 10\n    deck: 20\n    field:\n"
        "      - {name: 敵兵, type: character, gender: 男性, ap: 1, dp: 1}\n"
        f"actions:\n  - {{do: play, card: 柄杓, set_on: {host}}}\nask: [柄杓.zone, {host}.ap]\n"
    )
    assert main_state(r, "柄杓.zone") == ("A.field" if played else "A.hand")
    assert main_state(r, f"{host}.ap") == (2 if played else 1)
    assert {"3.4.3", "4.2.13"} <= decided(r)


SISTERS = "『葉月 さくら』と『葉月 もも』がフィールドに出ている場合、『葉月 さくら』は「+2:+2」の修正を受ける。"
TWIN = "あなたがコントロールしている『相沢 みか』がフィールドに出ている限り、『相沢 みく』は「+1:+1」の修正を受ける。"


@pytest.mark.parametrize(
    ("text", "name", "other", "side", "ap"),
    [
        (SISTERS, "葉月 さくら", "葉月 もも", "B", 3),  # either side's field (none named)
        (SISTERS, "葉月 さくら", "葉月 りん", "A", 1),  # not the name printed (4.2.6)
        (TWIN, "相沢 みく", "相沢 みか", "A", 2),
        (TWIN, "相沢 みく", "相沢 みか", "B", 1),  # the opponent controls it (4.2.12)
    ],
)
def test_co_a_card_of_a_name_on_the_field_as_a_condition(
    text: str, name: str, other: str, side: str, ap: int
) -> None:
    assert co_ability(text, "character", name).supported
    me = f'{{name: {name}, type: character, ap: 1, dp: 1, text: "{text}"}}'
    them = f"{{name: {other}, type: character, ap: 1, dp: 1}}"
    a_field = f"[{me}, {them}]" if side == "A" else f"[{me}]"
    b_field = f"[{them}]" if side == "B" else "[]"
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n"
        f"  A: {{hp: 10, deck: 20, field: {a_field}}}\n"
        f"  B: {{hp: 10, deck: 20, field: {b_field}}}\n"
        f"actions: []\nask: [{name}.ap]\n"
    )
    assert main_state(r, f"{name}.ap") == ap


def test_co_all_the_damage_taken_set_to_zero() -> None:
    # 「…が受けているダメージをすべて0にする」: 「すべて」 beside 「0に」 — all of it (shared reader)
    text = "対象のキャラクターが受けているダメージをすべて0にする。"
    assert co_ability(text, "spell").supported
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 20\n    field: [{name: 兵, type: character, ap: 1, dp: 4, damage: 3}]\n"
        f'    hand: [{{name: 薬, type: spell, cost: 1, text: "使い捨て\\n{text}"}}]\n'
        "  B: {hp: 10, deck: 20}\n"
        "actions:\n  - {do: play, card: 薬, target: 兵}\nask: [兵.damage]\n"
    )
    assert main_state(r, "兵.damage") == 0


@pytest.mark.parametrize(("hp", "played"), [(15, False), (5, True), (10, True)])
def test_co_a_card_not_played_while_a_condition_holds(hp: int, played: bool) -> None:
    text = "あなたのHPが敵デュエルマスターのHPより多い場合、このカードはプレイできない。"
    assert co_ability(text, "event").supported
    r = co_run(
        f"turn: {{player: A, number: 6, phase: main}}\nplayers:\n  A:\n    hp: {hp}\n"
        "    energy: 1\n    deck: 20\n    hand:\n"
        f'      - {{name: 扉, type: event, cost: 1, text: "使い捨て\\n{text}\\nあなたは山札からカードを1枚引く。"}}\n'
        "  B: {hp: 10, deck: 20}\n"
        "actions:\n  - {do: play, card: 扉}\nask: [扉.zone]\n"
    )
    assert main_state(r, "扉.zone") == ("A.dustbox" if played else "A.hand")
    assert "4.3.5" in decided(r) or played


@pytest.mark.parametrize(
    ("text", "hp"),
    [("『海鳥』は敵のデュエルマスターにアタックできない。", 10), ("", 8)],
)
def test_co_no_attack_on_the_opponent_is_no_attack(text: str, hp: int) -> None:
    # an attack is made on the opponent only (3.4.5): 「敵のデュエルマスターにアタックできない」 is
    # 「アタックできない」 (with no text the attack goes on)
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 20\n"
        f'    field: [{{name: 海鳥, type: character, ap: 2, dp: 2, text: "{text}"}}]\n'
        "  B: {hp: 10, deck: 20}\n"
        "actions:\n  - {do: attack, attacker: 海鳥, defender: none}\nask: [B.hp]\n"
    )
    assert main_state(r, "B.hp") == hp


@pytest.mark.parametrize(
    "text",
    [
        "対象のキャラクター1体に、ダメージを3与える。",
        "対象のキャラクター1体にダメージを3点与える。",
    ],
)
def test_co_damage_with_its_amount_after(text: str) -> None:
    # 「ダメージをN(点)与える」: the step 「N点のダメージを与える」
    assert co_ability(text, "spell").supported
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        f'    deck: 20\n    hand: [{{name: 矢, type: spell, cost: 1, text: "使い捨て\\n{text}"}}]\n'
        "  B: {hp: 10, deck: 20, field: [{name: 盾兵, type: character, ap: 1, dp: 5}]}\n"
        "actions:\n  - {do: play, card: 矢, target: 盾兵}\nask: [盾兵.damage]\n"
    )
    assert main_state(r, "盾兵.damage") == 3


@pytest.mark.parametrize(("shield", "hp"), [(True, 7), (False, 10)])
def test_co_a_card_that_cannot_be_negated(shield: bool, hp: int) -> None:
    line = "このスペルカードはうち消されない。\\n" if shield else ""
    if shield:
        assert co_ability("このスペルカードはうち消されない。", "spell").supported
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 20\n    hand:\n"
        f'      - {{name: 雷, type: spell, cost: 1, text: "使い捨て\\n{line}相手のデュエルマスターに3点のダメージを与える。"}}\n'
        "  B:\n    hp: 10\n    energy: 1\n    deck: 20\n"
        '    hand: [{name: 失敗, type: spell, cost: 1, text: "対象のスペル1枚をうち消す。"}]\n'
        "actions:\n  - do: play\n    card: 雷\n"
        "    respond: [{do: play, player: B, card: 失敗, target: 雷}]\nask: [B.hp, 雷.zone]\n"
    )
    assert main_state(r, "B.hp") == hp
    assert main_state(r, "雷.zone") == "A.dustbox"
    if shield:
        assert {"4.2.14", "4.2.9"} <= decided(r)


@pytest.mark.parametrize(("victim", "zone"), [("剣士", "B.dustbox"), ("魔女", "B.field")])
def test_co_crashed_when_no_character_of_a_gender_is_left(victim: str, zone: str) -> None:
    text = "フィールドに出ている男性キャラクターがいなくなったとき、『硝子の雨』はクラッシュする。"
    assert co_ability(text, "event").supported
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 20\n"
        '    hand: [{name: 矢, type: spell, cost: 1, text: "使い捨て\\n対象のキャラクターに5点のダメージを与える。"}]\n'
        "    field: [{name: 魔女, type: character, gender: 女性, ap: 1, dp: 1}]\n"
        "  B:\n    hp: 10\n    deck: 20\n    field:\n"
        "      - {name: 剣士, type: character, gender: 男性, ap: 1, dp: 1}\n"
        f'      - {{name: 硝子の雨, type: event, set_on: field, text: "フィールドにセット。\\n{text}"}}\n'
        f"actions:\n  - {{do: play, card: 矢, target: {victim}}}\nask: [硝子の雨.zone]\n"
    )
    assert main_state(r, "硝子の雨.zone") == zone


def test_co_the_owner_of_the_target_item_draws() -> None:
    # 「そのアイテムのオーナー」 after a step on the target item: that item's owner (4.2.12)
    text = "対象のアイテム1つをクラッシュする。そのアイテムのオーナーは山札からカードを1枚引く。"
    assert co_ability(text, "spell").supported
    assert not co_ability("そのアイテムのオーナーは山札からカードを1枚引く。", "spell").supported
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        f'    deck: 20\n    hand: [{{name: 型抜き, type: spell, cost: 1, text: "使い捨て\\n{text}"}}]\n'
        "  B:\n    hp: 10\n    deck: 20\n    hand: 3\n"
        "    field: [{name: 鏡, type: item, set_on: field}]\n"
        "actions:\n  - {do: play, card: 型抜き, target: 鏡}\nask: [鏡.zone, B.hand, A.hand]\n"
    )
    assert (main_state(r, "鏡.zone"), main_state(r, "B.hand"), main_state(r, "A.hand")) == (
        "B.dustbox",
        4,
        0,
    )


@pytest.mark.parametrize(("answer", "zone"), [("yes", "A.dustbox"), ("no", "A.deck")])
def test_co_the_card_looked_at_put_on_the_dustbox(answer: str, zone: str) -> None:
    text = "あなたは山札の一番上のカードを見る。そのカードをダストボックスに置いてもよい。"
    assert co_ability(text, "spell").supported
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: [{name: 壱, type: character}, {name: 弐, type: character}]\n"
        f'    hand: [{{name: 点検, type: spell, cost: 1, text: "使い捨て\\n{text}"}}]\n'
        "  B: {hp: 10, deck: 20}\n"
        "actions:\n  - {do: play, card: 点検}\n"
        f"choices:\n  - {{player: A, at: optional_step, choose: {answer}}}\n"
        "ask: [壱.zone, 弐.zone]\n"
    )
    assert (main_state(r, "壱.zone"), main_state(r, "弐.zone")) == (zone, "A.deck")


def test_co_cards_looked_at_put_back_in_a_chosen_order_said_short() -> None:
    # 「…見て、好きな順番で戻す」: 「好きな順番で山札の上に戻す」 said short
    text = "あなたの山札の上から2枚を見て、好きな順番で戻す。"
    ab = co_ability(text, "spell")
    assert ab.supported
    assert [o.kind for o in ab.program.ops] == ["look", "reorder"]


def test_co_cards_looked_at_put_back_short_on_a_board() -> None:
    text = "『司書』をタップする:あなたは山札の上から2枚を見て、好きな順番で戻す。"
    r = co_run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n    hp: 10\n"
        "    deck: [{name: 一}, {name: 二}, {name: 三}]\n"
        f'    field: [{{name: 司書, type: navigator, text: "{text}"}}]\n'
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: activate, card: 司書}\nchoices: [{player: A, choose: 二}]\n"
    )
    assert [c.name for c in r.main.final.players["A"].zones["deck"]] == ["二", "一", "三"]
    assert {"4.2.9", "4.2.2"} <= decided(r)


@pytest.mark.parametrize(("lost", "b_hp"), [(True, 10), (False, 8)])
def test_co_a_keyword_lost_for_the_turn(lost: bool, b_hp: int) -> None:
    # 「…は、ターン終了時まで「飛行」の特殊能力を失う」 (4.3.8 step 3): a character without 飛行 may
    # then defend it (3.4.5.7); with 飛行 kept, the defence is refused and B takes 2
    text = "対象のキャラクター1体は、ターン終了時まで「飛行」の特殊能力を失う。"
    assert co_ability(text, "spell").supported
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n"
        '  A: {hp: 10, deck: 20, field: [{name: 鳥, type: character, ap: 2, dp: 3, text: "飛行"}]}\n'
        "  B:\n    hp: 10\n    energy: 1\n    deck: 20\n"
        "    field: [{name: 兵, type: character, ap: 1, dp: 5}]\n"
        f'    hand: [{{name: 照明弾, type: spell, cost: 1, text: "使い捨て\\n{text}"}}]\n'
        "actions:\n"
        + ("  - {do: play, player: B, card: 照明弾, target: 鳥}\n" if lost else "")
        + "  - {do: attack, attacker: 鳥, defender: {card: 兵, allowed: "
        + ("true" if lost else "false")
        + "}}\nask: [B.hp]\n"
    )
    assert main_state(r, "B.hp") == b_hp


@pytest.mark.parametrize(("anchored", "b_hp"), [(True, 10), (False, 7)])
def test_co_a_keyword_lost_by_the_host_in_force(anchored: bool, b_hp: int) -> None:
    # 「セットされているキャラクターは…「潜水」を失う」: in force on the host (4.3.8 step 3), so a
    # character without 潜水 may defend it (3.4.5.7)
    text = "セットされているキャラクターは「−1:−1」の修正を受け、「潜水」を失う。"
    assert co_ability(text, "item", "錨").supported
    anchor = (
        f'      - {{name: 錨, type: item, set_on: 魚, text: "キャラクターにセット。\\n{text}"}}\n'
        if anchored
        else ""
    )
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 20\n"
        "    field:\n"
        '      - {name: 魚, type: character, ap: 3, dp: 4, text: "潜水"}\n' + anchor + "  B:\n"
        "    hp: 10\n    deck: 20\n    field: [{name: 兵, type: character, ap: 1, dp: 5}]\n"
        "actions:\n  - {do: attack, attacker: 魚, defender: {card: 兵, allowed: "
        + ("true" if anchored else "false")
        + "}}\nask: [B.hp]\n"
    )
    assert main_state(r, "B.hp") == b_hp


@pytest.mark.parametrize(("between", "hp"), [(True, 9), (False, 9)])
def test_co_a_refused_attempt_is_no_action_between(between: bool, hp: int) -> None:
    # 「敵デュエルマスターがエネルギーを得た直後にのみ使用してもよい」 (4.3.5): an attempt refused in
    # between (A's own use, not after an enemy's gain) is no action done — B's use is still right
    # after A's gain
    text = "『{n}』をタップする:相手のデュエルマスターに1点のダメージを与える。敵デュエルマスターがエネルギーを得た直後にのみ使用してもよい。"
    r = co_run(
        "turn: {player: A, number: 8, phase: main}\nplayers:\n"
        f'  A: {{hp: 10, deck: 20, field: [{{name: カイ, type: character, ap: 1, dp: 2, text: "{text.format(n="カイ")}"}}]}}\n'
        f'  B: {{hp: 10, deck: 20, field: [{{name: リリア, type: character, ap: 1, dp: 2, text: "{text.format(n="リリア")}"}}]}}\n'
        "actions:\n  - {do: gain_energy, player: A, amount: 1}\n"
        + ("  - {do: activate, player: A, card: カイ, allowed: false}\n" if between else "")
        + "  - {do: activate, player: B, card: リリア, allowed: true}\nask: [A.hp]\n"
    )
    assert main_state(r, "A.hp") == hp
    assert "4.3.5" in decided(r)


def test_co_an_action_done_in_between_ends_the_moment() -> None:
    text = "『リリア』をタップする:相手のデュエルマスターに1点のダメージを与える。敵デュエルマスターがエネルギーを得た直後にのみ使用してもよい。"
    r = co_run(
        "turn: {player: A, number: 8, phase: main}\nplayers:\n"
        "  A: {hp: 10, energy: 1, deck: 20, hand: [{name: 呪文, type: spell, cost: 1, "
        'text: "使い捨て\\nあなたは山札からカードを1枚引く。"}]}\n'
        f'  B: {{hp: 10, deck: 20, field: [{{name: リリア, type: character, ap: 1, dp: 2, text: "{text}"}}]}}\n'
        "actions:\n  - {do: gain_energy, player: A, amount: 1}\n  - {do: play, player: A, card: 呪文}\n"
        "  - {do: activate, player: B, card: リリア, allowed: false}\nask: [A.hp]\n"
    )
    assert main_state(r, "A.hp") == 10
