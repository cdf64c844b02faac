"""co card-text constructions of round 43 (issue 12; from the development card sets cards_r31–r36
and cards_r42), each on a minimal board of its own."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, decided, main_state

LORD = (
    "『主』がフィールドに出ている限り、あなたがコントロールしている女性キャラクターすべてに"
    "「+1:+0」の修正を与える。"
)


def _two_characters(me: str, lord: str = LORD, ask: str = "人形.ap") -> object:
    return co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n"
        f"  A: {{hp: 10, deck: 20, field: [{me}, "
        f'{{name: 主, type: character, gender: 男性, ap: 1, dp: 1, text: "{lord}"}}]}}\n'
        "  B: {hp: 10, deck: 20}\n"
        f"actions: []\nask: [{ask}]\n"
    )


@pytest.mark.parametrize(
    ("text", "ap"),
    [
        # 4.3.8 step 2: its type decided 「その他」 over the 女性 printed — not of the group
        ("『人形』は「その他」キャラクターとして扱う。", 1),
        ("『人形』は「男性」キャラクターとして扱う。", 1),
        # 「女性」 as printed: of the group, modified
        ("『人形』は「女性」キャラクターとして扱う。", 2),
    ],
)
def test_co_own_type_treated_as_a_gender(text: str, ap: int) -> None:
    assert co_ability(text, "character", "人形").supported
    me = f'{{name: 人形, type: character, gender: 女性, ap: 1, dp: 1, text: "{text}"}}'
    r = _two_characters(me)
    assert main_state(r, "人形.ap") == ap
    assert "4.3.8" in decided(r)


def _field(cards: list[str]) -> str:
    return "[" + ", ".join(cards) + "]"


@pytest.mark.parametrize(
    ("condition", "field", "drawn"),
    [
        # 「アイテムを2つ以上コントロールしている」: the items A controls (4.2.12), counted
        ("あなたがアイテムを2つ以上コントロールしているなら、", ["壺", "鏡"], 1),
        ("あなたがアイテムを2つ以上コントロールしているなら、", ["壺"], 0),
        ("あなたがアイテムカードを2枚以上コントロールしている場合、", ["壺", "鏡"], 1),
        # 「女性キャラクターを3体以上」: of that gender (4.3.8 step 2), counted
        ("あなたが女性キャラクターを2体以上コントロールしている場合、", ["姉", "妹"], 1),
        ("あなたが女性キャラクターを2体以上コントロールしている場合、", ["姉", "弟"], 0),
    ],
)
def test_co_a_number_of_cards_a_player_controls(
    condition: str, field: list[str], drawn: int
) -> None:
    text = f"{condition}あなたは山札からカードを1枚引く。"
    assert co_ability(text, "event").supported
    cards = {
        "壺": "{name: 壺, type: item}",
        "鏡": "{name: 鏡, type: item}",
        "姉": "{name: 姉, type: character, gender: 女性, ap: 1, dp: 1}",
        "妹": "{name: 妹, type: character, gender: 女性, ap: 1, dp: 1}",
        "弟": "{name: 弟, type: character, gender: 男性, ap: 1, dp: 1}",
    }
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n"
        f"  A: {{hp: 10, energy: 1, deck: 20, field: {_field([cards[c] for c in field])}, "
        f'hand: [{{name: 数え, type: event, cost: 1, text: "使い捨て\\n{text}"}}]}}\n'
        "  B: {hp: 10, deck: 20, field: [{name: 壺, type: item}, "
        "{name: 姉, type: character, gender: 女性, ap: 1, dp: 1}]}\n"
        "actions:\n  - {do: play, card: 数え}\nask: [数え.zone, A.deck]\n"
    )
    assert main_state(r, "数え.zone") == "A.dustbox"
    assert main_state(r, "A.deck") == 20 - drawn
    if not drawn:
        # not done: the condition read by control (4.2.12)
        assert "4.2.12" in decided(r)


@pytest.mark.parametrize(("kind", "hp"), [("event", 10), ("spell", 7)])
def test_co_one_target_played_card_of_a_type_negated(kind: str, hp: int) -> None:
    # 「対象のプレイされたイベントカード1枚」: one target (4.2.13), a card of that type whose play
    # is negated (4.2.14); a spell is no proper target, the negation is not played
    text = "対象のプレイされたイベントカード1枚をうち消す。"
    assert co_ability(text, "spell").supported
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 20\n    hand:\n"
        f'      - {{name: 雷, type: {kind}, cost: 1, text: "使い捨て\\n'
        '相手のデュエルマスターに3点のダメージを与える。"}\n'
        "  B:\n    hp: 10\n    energy: 1\n    deck: 20\n"
        f'    hand: [{{name: 逆行, type: spell, cost: 1, text: "使い捨て\\n{text}"}}]\n'
        "actions:\n  - do: play\n    card: 雷\n"
        "    respond: [{do: play, player: B, card: 逆行, target: 雷}]\nask: [B.hp, 雷.zone]\n"
    )
    assert main_state(r, "B.hp") == hp
    assert main_state(r, "雷.zone") == "A.dustbox"
    assert ("4.2.14" if kind == "event" else "4.2.13") in decided(r)


@pytest.mark.parametrize(
    ("text", "back"),
    [
        # no dustbox's owner printed: the player's own (4.2.12), of that gender as printed
        ("あなたはダストボックスにある「その他」キャラクターカード1枚を手札に戻す。", "人形"),
        ("あなたはダストボックスにあるスペルカード1枚を手札に戻す。", "呪文"),
    ],
)
def test_co_a_card_of_the_players_dustbox_returned(text: str, back: str) -> None:
    assert co_ability(text, "event").supported
    mine = (
        "[{name: 姫, type: character, gender: 女性, ap: 1, dp: 1}, "
        "{name: 人形, type: character, gender: その他, ap: 1, dp: 1}, "
        "{name: 呪文, type: spell, cost: 1}]"
    )
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n"
        f"  A: {{hp: 10, energy: 1, deck: 20, dustbox: {mine}, "
        f'hand: [{{name: 修理, type: event, cost: 1, text: "使い捨て\\n{text}"}}]}}\n'
        "  B: {hp: 10, deck: 20, dustbox: [{name: 機械, type: character, gender: その他, "
        "ap: 1, dp: 1}, {name: 魔法, type: spell, cost: 1}]}\n"
        "actions:\n  - {do: play, card: 修理}\nask: [姫.zone, 人形.zone, 呪文.zone, 機械.zone, 魔法.zone]\n"
    )
    for card in ("姫", "人形", "呪文"):
        assert main_state(r, f"{card}.zone") == ("A.hand" if card == back else "A.dustbox")
    assert main_state(r, "機械.zone") == "B.dustbox"
    assert main_state(r, "魔法.zone") == "B.dustbox"
    assert "4.2.12" in decided(r)


@pytest.mark.parametrize(
    "who", ["すべてのプレイヤーは、", "お互いのプレイヤーは、", "お互いのデュエルマスターは、"]
)
def test_co_every_player_draws(who: str) -> None:
    # the players are the duel masters (1.1): each draws
    text = f"{who}山札からカードを1枚引く。"
    assert co_ability(text, "event").supported
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n"
        f'  A: {{hp: 10, energy: 1, deck: 20, hand: [{{name: 鐘, type: event, cost: 1, text: "使い捨て\\n{text}"}}]}}\n'
        "  B: {hp: 10, deck: 20}\n"
        "actions:\n  - {do: play, card: 鐘}\nask: [A.deck, B.deck]\n"
    )
    assert (main_state(r, "A.deck"), main_state(r, "B.deck")) == (19, 19)


def _battle_board(gate: str, timing: str) -> str:
    """B (turn player) attacks with 兵 undefended; A plays 盾 (対象のキャラクター1体をタップする,
    gated by ``gate``) at the action timing ``timing`` against 従者."""
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
        ("このカードはアタック宣言の直後にのみプレイできる。", "after_attack", True),
        ("このカードはアタック宣言の直後にのみプレイできる。", "after_start", False),
        ("このカードは戦闘開始宣言の直後にのみプレイしてもよい。", "after_start", True),
        ("このカードは戦闘開始宣言の直後にのみプレイしてもよい。", "after_attack", False),
    ],
)
def test_co_a_declaration_named_as_a_noun_gates_a_play(
    gate: str, timing: str, played: bool
) -> None:
    # 「アタック宣言の直後」 is 「アタック宣言を行った直後」 (4.3.5 with 3.4.5.2, 3.4.5.6)
    assert co_ability(gate, "event").supported
    r = co_run(_battle_board(gate, timing))
    assert main_state(r, "盾.zone") == ("A.dustbox" if played else "A.hand")
    assert main_state(r, "従者.state") == ("rest" if played else "stand")
    assert "4.3.5" in decided(r)


def test_co_the_rest_looked_at_said_as_topic() -> None:
    # 「残りのカードは…置く」: the cards put said as topic — the same step as 「残りのカードを…置く」
    topic = (
        "あなたは山札の上から3枚のカードを見て、そのうち1枚を手札に加える。"
        "残りのカードは好きな順番で山札の一番下に置く。"
    )
    obj = topic.replace("残りのカードは", "残りのカードを")
    a, b = co_ability(topic, "event"), co_ability(obj, "event")
    assert a.supported and b.supported
    assert a.program.ops == b.program.ops
    deck = "[{name: 一, type: spell}, {name: 二, type: spell}, {name: 三, type: event}, {name: 四, type: spell}]"
    r = co_run(
        "turn: {player: A, number: 3, phase: main}\nplayers:\n"
        f"  A: {{hp: 20, energy: 1, deck: {deck}, "
        f'hand: [{{name: 見, type: event, cost: 1, text: "{topic}"}}]}}\n'
        "  B: {hp: 20, deck: 10}\n"
        "actions:\n  - {do: play, card: 見}\nask: [A.hand, A.deck, 四.zone]\n"
    )
    assert r.outcome["state"] == {"A.hand": 1, "A.deck": 3, "四.zone": "A.deck"}


@pytest.mark.parametrize(
    "text",
    ["対象のアイテム1つをオーナーの手札に戻す。", "対象のアイテムカード1枚をあなたの手札に戻す。"],
)
def test_co_a_target_item_returned_to_the_hand(text: str) -> None:
    # an item on the field, a target (4.2.13); a card moved to a hand goes to its owner's (4.2.12)
    assert co_ability(text, "event").supported
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n"
        f'  A: {{hp: 10, energy: 1, deck: 20, hand: [{{name: 手, type: event, cost: 1, text: "使い捨て\\n{text}"}}]}}\n'
        "  B: {hp: 10, deck: 20, field: [{name: 壺, type: item}]}\n"
        "actions:\n  - {do: play, card: 手, target: 壺}\nask: [壺.zone, 手.zone]\n"
    )
    assert main_state(r, "壺.zone") == "B.hand"
    assert main_state(r, "手.zone") == "A.dustbox"
    assert {"4.2.12", "4.2.13"} <= decided(r)


@pytest.mark.parametrize(("timing", "used"), [("after_attack", True), ("after_start", False)])
def test_co_a_moment_leading_the_sentence(timing: str, used: bool) -> None:
    # 「<moment>の直後にのみ、あなたは<Y>してもよい」: 4.3.5's wording — an ability used at that
    # moment alone (3.4.5.6 after 3.4.5.2), doing Y
    text = "敵キャラクターがアタックを行った直後にのみ、あなたは山札からカードを1枚引いてもよい。"
    ab = co_ability(text, "character", "見張り")
    assert ab.supported and ab.program.kind == "activated"
    r = co_run(
        "turn: {player: B, number: 6, phase: main}\nplayers:\n"
        "  A:\n    hp: 10\n    deck: 20\n    field:\n"
        f'      - {{name: 見張り, type: character, ap: 1, dp: 1, text: "{text}"}}\n'
        "  B:\n    hp: 10\n    deck: 20\n    field:\n      - {name: 兵, type: character, ap: 2, dp: 2}\n"
        "actions:\n  - do: attack\n    attacker: 兵\n    defender: none\n"
        f"    {timing}: [{{do: activate, player: A, card: 見張り}}]\n"
        "ask: [A.deck]\n"
    )
    assert main_state(r, "A.deck") == (19 if used else 20)
    assert "4.3.5" in decided(r)


def test_co_every_character_has_its_values_swapped() -> None:
    # 「フィールドに出ているすべてのキャラクターのAPとDP」: each character on the field when it
    # resolves (4.2.7, 4.3.2.6), its values swapped for the time printed (4.3.8 step 6)
    text = "ターン終了時まで、フィールドに出ているすべてのキャラクターのAPとDPの数値を入れ替える。"
    assert co_ability(text, "event").supported
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n"
        f'  A: {{hp: 10, energy: 1, deck: 20, hand: [{{name: 逆転, type: event, cost: 1, text: "使い捨て\\n{text}"}}], '
        "field: [{name: 兵, type: character, ap: 1, dp: 3}]}\n"
        "  B: {hp: 10, deck: 20, field: [{name: 騎士, type: character, ap: 2, dp: 4}]}\n"
        "actions:\n  - {do: play, card: 逆転}\nask: [兵.ap, 兵.dp, 騎士.ap, 騎士.dp]\n"
    )
    got = [main_state(r, k) for k in ("兵.ap", "兵.dp", "騎士.ap", "騎士.dp")]
    assert got == [3, 1, 4, 2]
    assert "4.3.8" in decided(r)


HANS = "『双子の修理工 ハンス』がフィールドに出ている限り、『双子の修理工 グレーテ』は「+1:+1」の修正を受ける。"


@pytest.mark.parametrize(
    ("grete_side", "with_hans", "ap"),
    [
        ("A", True, 2),  # 『グレーテ』 another card (4.2.6), modified while ハンス is out
        ("B", True, 2),  # no side named: the card of that name on either field
        ("A", False, 1),  # no card named ハンス on the field: not in force
    ],
)
def test_co_a_text_naming_itself_and_another_card(
    grete_side: str, with_hans: bool, ap: int
) -> None:
    assert co_ability(HANS, "character", "双子の修理工 ハンス").supported
    hans = (
        f'{{name: 双子の修理工 ハンス, type: character, ap: 1, dp: 1, text: "{HANS}"}}'
        if with_hans
        # the text on a card of another name: 『ハンス』 is then no card on the field
        else f'{{name: 工房の親方, type: character, ap: 1, dp: 1, text: "{HANS}"}}'
    )
    grete = "{name: 双子の修理工 グレーテ, type: character, ap: 1, dp: 1}"
    a_field = [hans] + ([grete] if grete_side == "A" else [])
    b_field = [grete] if grete_side == "B" else []
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n"
        f"  A: {{hp: 10, deck: 20, field: {_field(a_field)}}}\n"
        f"  B: {{hp: 10, deck: 20, field: {_field(b_field)}}}\n"
        "actions: []\nask: [双子の修理工 グレーテ.ap]\n"
    )
    assert main_state(r, "双子の修理工 グレーテ.ap") == ap
    if ap == 2:
        assert {"4.3.8", "4.2.10", "4.2.6"} <= decided(r)


def test_co_the_other_name_first_and_this_card_second() -> None:
    # 『遠野 るん』…限り、『遠野 りん』は…: on 〔遠野 りん〕 the second name is this card alone
    # (4.2.10) — another 〔遠野 りん〕 is not modified by it
    text = "『遠野 るん』がフィールドに出ている限り、『遠野 りん』は「+1:+1」の修正を受ける。"
    assert co_ability(text, "character", "遠野 りん").supported
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n"
        "  A: {hp: 10, deck: 20, field: [{name: 遠野 りん, uid: りん1, type: character, ap: 1, "
        f'dp: 1, text: "{text}"}}, {{name: 遠野 るん, type: character, ap: 1, dp: 1}}]}}\n'
        "  B: {hp: 10, deck: 20, field: [{name: 遠野 りん, uid: りん2, type: character, ap: 1, dp: 1}]}\n"
        "actions: []\nask: [りん1.ap, りん2.ap]\n"
    )
    assert (main_state(r, "りん1.ap"), main_state(r, "りん2.ap")) == (2, 1)
    assert "4.2.10" in decided(r)


def test_co_this_navigator_in_a_quoted_ability() -> None:
    # 「このナビゲーター」: the card the ability is on (4.2.10, as 「このカード」) — in a quoted
    # ability, the navigator that gained it (4.3.8 step 3): its tap is the cost
    text = (
        "セットされたナビゲーターは以下の特殊能力を得る。"
        "『このナビゲーターをタップする:あなたは山札からカードを1枚引く。』"
    )
    assert co_ability(text, "item").supported
    assert co_ability(
        "このナビゲーターをタップする:あなたは山札からカードを1枚引く。", "navigator"
    ).supported
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n"
        "  A:\n    hp: 10\n    deck: 20\n    field:\n"
        "      - {name: 案内人, type: navigator}\n"
        f'      - {{name: 地図, type: item, set_on: 案内人, text: "{text}"}}\n'
        "  B: {hp: 10, deck: 20}\n"
        "actions:\n  - {do: activate, card: 案内人}\nask: [A.deck, 案内人.state]\n"
    )
    assert main_state(r, "A.deck") == 19
    assert main_state(r, "案内人.state") == "rest"


def test_co_the_set_navigator_named_in_the_quoted_ability_it_gains() -> None:
    # 「セットされたナビゲーター」 inside the ability given to that navigator: the card holding it
    # (as 4.2.10 reads a gained ability's names as the gainer's) — its tap is the cost
    text = (
        "セットされたナビゲーターは、以下の特殊能力を得る。『セットされたナビゲーターをタップする:"
        "あなたは山札からカードを1枚引く。』"
    )
    assert co_ability(text, "item").supported
    # given to a target instead, the phrase is not its holder: refused
    other = text.replace("セットされたナビゲーターは、", "対象のキャラクター1体は、", 1)
    assert not co_ability(other, "event").supported
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n"
        "  A:\n    hp: 10\n    deck: 20\n    field:\n"
        "      - {name: 案内人, type: navigator}\n"
        f'      - {{name: 歯車, type: item, set_on: 案内人, text: "{text}"}}\n'
        "  B: {hp: 10, deck: 20}\n"
        "actions:\n  - {do: activate, card: 案内人}\nask: [A.deck, 案内人.state]\n"
    )
    assert main_state(r, "A.deck") == 19
    assert main_state(r, "案内人.state") == "rest"
