"""The shared card-text compiler (``ruling/cardtext/``), one construction at a time: a minimal
ability text in the wording cards use, and what it does on a board (Vanguard boards: the game
whose runtime reads the shared program first). Each test also checks the construction's
absence or its other reading, so that it cannot pass by doing nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import VG_ATTACK, unsupported, vg_card_board, vg_card_run
from tests.ruling.boards import zone_names as zone


def run(text: str, actions: str = VG_ATTACK, **board: Any) -> Any:
    """The ruling of 剣士 with the ability ``text`` (``boards.vg_card_board``), by default
    attacking B's vanguard."""
    return vg_card_run(text, actions, **board)


Hand = Callable[[object], int]


def hand_size(r) -> int:  # type: ignore[no-untyped-def]
    return len(r.main.final.players["A"].zones["hand"])


# ------------------------------------------------------------------ conditions


def test_condition_joined_by_de() -> None:
    """「XがAで、YがBなら」: both conditions (the grammar reads the first as a means)."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのヴァンガードがグレード３以上で、"
        "相手のヴァンガードがグレード３以上なら、１枚引く。"
    )
    both = run(text)
    assert not unsupported(both) and hand_size(both) == 1
    low = run(text, vanguard="{name: 竜, type: normal, grade: 2, power: 13000}")
    assert hand_size(low) == 0


def test_condition_with_a_time_folded_into_it() -> None:
    """「あなたのターン中、あなたのヴァンガードが櫂アイコンを持つグレード３以上なら」."""
    text = (
        "【永】【(R)】：あなたのターン中、あなたのヴァンガードが櫂アイコンを持つグレード３以上なら、"
        "このユニットのパワー＋5000。"
    )
    icon = "{name: 竜, type: normal, grade: 3, power: 13000, text: '【櫂アイコン】'}"
    hit = run(text, vanguard=icon)  # 15000 vs 13000
    assert not unsupported(hit) and len(hit.main.final.players["B"].zones["damage"]) == 1
    miss = run(text)  # no icon: 10000 vs 13000
    assert len(miss.main.final.players["B"].zones["damage"]) == 0


def test_player_has_a_card_of_a_kind_kept_in_its_zone() -> None:
    """「あなたが「X」のクレストを持つなら」: a crest of that name in the crest zone."""
    text = "【自】【(R)】：このユニットがアタックした時、あなたが「炎の紋章」のクレストを持つなら、１枚引く。"
    crest = "crest_zone: [{name: 炎の紋章, type: crest}]"
    assert hand_size(run(text, extra=crest)) == 1
    other = "crest_zone: [{name: 水の紋章, type: crest}]"
    assert hand_size(run(text, extra=other)) == 0


# ------------------------------------------------------------------ selectors


def test_contains_one_of_two_names() -> None:
    """「「A」か「B」を含むカード」: a card whose name contains either."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのドロップから「炎」か「水」を含むカードを"
        "１枚選び、手札に加える。"
    )
    drop = "[{name: 大地の剣, type: normal}, {name: 水の杖, type: normal}]"
    r = run(text, drop=drop)
    assert not unsupported(r) and zone(r, "A", "hand") == ["水の杖"]
    none = run(text, drop="[{name: 大地の剣, type: normal}]")
    assert zone(none, "A", "hand") == []


def test_same_name_as_another_card() -> None:
    """「あなたのヴァンガードと同名のカード」: compared with the vanguard, not this card."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのドロップから"
        "あなたのヴァンガードと同名のカードを１枚選び、手札に加える。"
    )
    drop = "[{name: 剣士, type: normal}, {name: 竜, type: normal}]"
    r = run(text, drop=drop)
    assert not unsupported(r) and zone(r, "A", "hand") == ["竜"]


# ------------------------------------------------------------------ triggers


def test_trigger_with_a_time_before_its_filter() -> None:
    """「あなたのメインフェイズに「X」を含むグレード３以上のあなたのヴァンガードが登場した時」."""
    text = (
        "【自】【(R)】：あなたのメインフェイズに「竜」を含むグレード３以上のあなたのヴァンガードが"
        "登場した時、１枚引く。"
    )
    ride = "  - {do: ride, card: NEW, from: hand}"
    r = run(
        text, actions=ride.replace("NEW", "新竜"), hand="[{name: 新竜, type: normal, grade: 3}]"
    )
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    r2 = run(
        text, actions=ride.replace("NEW", "新鳥"), hand="[{name: 新鳥, type: normal, grade: 3}]"
    )
    assert zone(r2, "A", "field.vanguard") == ["新鳥"] and zone(r2, "A", "hand") == []


def test_battle_end_after_boosting_a_described_unit() -> None:
    """「このユニットが「X」を含むヴァンガードをブーストしたバトル終了時」."""
    text = "【自】【(R)】：このユニットが「竜」を含むヴァンガードをブーストしたバトル終了時、１枚引く。"
    extra = (
        "center_back: {name: 支援, type: normal, grade: 1, power: 8000, skills: [boost], "
        f'text: "{text}"}}'
    )
    act = "  - {do: attack, attacker: vanguard, boost: center_back, target: vanguard}"
    r = run("", actions=act, extra=extra)
    assert not unsupported(r)
    # the drive check draws one card too (13000 + 8000 vs 13000; a twin drive is not given)
    drew = hand_size(r)
    plain = run("", actions="  - {do: attack, attacker: vanguard, target: vanguard}", extra=extra)
    assert drew == hand_size(plain) + 1


# ------------------------------------------------------------------ abilities given


def test_an_ability_given_for_the_turn() -> None:
    """「あなたのリアガードを１枚選び、そのターン中、『…』を与える」: the unit has that ability
    for the turn (7.14.1)."""
    giver = (
        "【起】【(V)】：あなたのリアガードを１枚選び、そのターン中、"
        "『【自】【(R)】：このユニットがアタックした時、１枚引く。』を与える。"
    )
    vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{giver}"}}'
    acts = "  - {do: activate, card: 竜}\n  - {do: attack, attacker: left_front, target: vanguard}"
    r = run("", actions=acts, vanguard=vg, choices="choices:\n  - {player: A, choose: 剣士}")
    assert not unsupported(r) and hand_size(r) == 1
    r0 = run("", actions="  - {do: attack, attacker: left_front, target: vanguard}", vanguard=vg)
    assert hand_size(r0) == 0


def test_abilities_a_continuous_ability_gives() -> None:
    """「このカードは以下すべてを得る」 with its items: while the condition holds."""
    text = (
        "【永】：あなたのヴァンガードが「竜」を含むなら、このカードは以下すべてを得る。\\n"
        "・【自】【(R)】：このユニットがアタックした時、１枚引く。"
    )
    r = run(text)
    assert not unsupported(r) and hand_size(r) == 1
    other = run(text, vanguard="{name: 鳥, type: normal, grade: 3, power: 13000}")
    assert hand_size(other) == 0


@pytest.mark.parametrize(
    "text",
    [
        # a given ability the engine cannot run refuses the whole ability: never half-run
        "【永】：このカードは『【自】：このユニットがアタックした時、相手の山札の上から３枚を並べ替える。』を得る。",
    ],
)
def test_a_given_ability_that_cannot_run_is_reported(text: str) -> None:
    assert unsupported(run(text))


# ------------------------------------------------------------------ orders


def _order(text: str, vanguard: str, energy: int = 0):  # type: ignore[no-untyped-def]
    hand = f'[{{name: 指令, type: order, grade: 1, text: "{text}"}}]'
    vg = f"{{name: {vanguard}, type: normal, grade: 3, power: 13000}}"
    extra = "soul: [{name: 魂1, type: normal}, {name: 魂2, type: normal}]"
    return run("", actions="  - {do: play_order, card: 指令}", vanguard=vg, hand=hand, extra=extra)


def test_an_orders_play_requirement() -> None:
    """「Xならプレイできる！」 (11.8.2.4.2): not met, the order is not played at all."""
    text = "あなたのヴァンガードが「竜」を含むならプレイできる！１枚引く。"
    r = _order(text, "黒竜")
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert zone(r, "A", "drop") == ["指令"]
    no = _order(text, "白鳥")
    assert zone(no, "A", "hand") == ["指令"]
    assert any("11.8.2.4.2" in s.clauses for s in no.main.trace.steps)


def test_an_orders_play_cost() -> None:
    """「【コスト】[【ソウルブラスト】(1)]ことでプレイできる！」: paid when it is played."""
    text = "【コスト】[【ソウルブラスト】(1)]ことでプレイできる！１枚引く。"
    r = _order(text, "竜")
    assert not unsupported(r) and len(r.main.final.players["A"].zones["soul"]) == 1
    assert zone(r, "A", "hand") == ["山1"]


# ------------------------------------------------------------------ delayed effects


def test_a_delayed_effect_at_the_end_of_the_battle() -> None:
    """「そのバトル終了時、このユニットをソウルに置く」: done at that battle's end (11.9.7), not
    before — the unit is still on its circle when the battle's power is compared."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000し、"
        "そのバトル終了時、このユニットをソウルに置く。"
    )
    r = run(text)
    assert not unsupported(r)
    assert zone(r, "A", "soul") == ["剣士"] and zone(r, "A", "field.left_front") == []
    assert len(r.main.final.players["B"].zones["damage"]) == 1  # 15000 hit 13000 first
    assert any("11.9.7" in s.clauses for s in r.main.trace.steps)


def test_a_delayed_effect_at_the_end_of_the_turn() -> None:
    """「そのターン終了時、このユニットを山札の下に置く」: in the end phase."""
    text = "【自】【(R)】：このユニットがアタックした時、そのターン終了時、このユニットを山札の下に置く。"
    r = run(text)
    assert zone(r, "A", "field.left_front") == ["剣士"]  # the turn has not ended
    ended = run(
        text,
        actions="  - {do: attack, attacker: left_front, target: vanguard}\n  - {do: end_phase}",
    )
    assert zone(ended, "A", "field.left_front") == [] and zone(ended, "A", "deck")[-1] == "剣士"


# ------------------------------------------------------------------ nothing dropped


@pytest.mark.parametrize(
    ("game", "text"),
    [
        # a condition the CO compiler does not read: the draw must not run unconditionally (a
        # player's HP is read since round 13: tests/ruling/test_co_cardtext_r13.py; controlling a
        # character since round 15: test_co_cardtext_s11.py; a navigator and one HP against the
        # other since round 20: test_co_cardtext_r20.py; two players' hand counts compared since
        # round 61: test_co_r61_zone_counts_compared.py — a margin is not read)
        ("co", "あなたの手札の枚数が相手の手札の枚数より2枚以上少ないなら、カードを1枚引く。"),
        # from where: read, not dropped (CO draws from the deck only; 「相手は山札から…引く」 is
        # read since round 18: test_co_opponent_draws_from_the_deck below)
        ("co", "手札からカードを1枚引く。"),
        # a step of CO's own not done as printed: negative, optional where the optional form
        # is not read (「…してもよい」 and 「そうしたら」 on a step done once are read since round 13:
        # tests/ruling/test_co_cardtext_r13.py)
        ("co", "対象のデュエルマスターはHPが4点回復しない。"),
        ("co", "対象のキャラクターは、「+1:+1」の修正を受けない。"),
        ("co", "セットされたキャラクターは、「+1:+1」の修正を受けてもよい。"),
        # a time the MC compiler does not read
        ("mc", "○[戦闘]\n〈対象:このユニット〉\nターン終了時まで、対象に「攻撃力:+2」を付与する。"),
        # a VG construction (a step hook) in a form or with a modal it does not read: the shared
        # reader refuses it (``steps.as_read``); before, each ran as the plain mandatory step
        (
            "vg",
            "【自】：このユニットが(R)に登場した時、プラント・トークンを１枚(R)にコールしてよい。",
        ),
        ("vg", "【自】：このユニットが(R)に登場した時、【ソウルチャージ】(1)することができる。"),
        (
            "vg",
            "【自】：このユニットが(R)に登場した時、そのターン中、このユニットのパワーを10000にすることができる。",
        ),
        (
            "vg",
            "【自】：このユニットが(R)に登場した時、あなたのヴァンガードの【自】能力を１つ選んでよい。",
        ),
        # WS readings of a sentence's swap and of 「…としても扱う」 with a modal they do not read
        # (before, each ran as the plain mandatory step)
        (
            "ws",
            "【自】 このカードが手札から舞台に置かれた時、あなたは自分の控え室のキャラと思い出置場の"
            "カードを1枚ずつ選び、入れ替えることができる。",
        ),
        (
            "ws",
            "【自】 このカードが手札から舞台に置かれた時、あなたは自分のレベル置場のカードを1枚と"
            "このカードを選び、入れ替えることができる。",
        ),
        (
            "ws",
            "【自】 このカードが手札から舞台に置かれた時、あなたは自分の《あおぎり高校》のキャラを"
            "1枚とこのカードを選び、入れ替えることができる。",
        ),
        (
            "ws",
            "【自】 このカードが手札から舞台に置かれた時、そのターン中、このカードのカード名は"
            "「自慢気 ロボ子さん」としても扱うことができる。",
        ),
        # a step not done as printed: negative (the optional 「…してもよい」 runs since round 28,
        # tests/ruling/test_mc_cardtext_r28.py)
        ("mc", "□[普通]\n〈対象:ユニット1体〉\n対象に「攻撃力:+2」を付与しない。"),
    ],
)
def test_a_part_a_compiler_does_not_read_refuses_the_ability(game: str, text: str) -> None:
    """Every part of the AST must be read (the shared compiler's strictness, with the games'
    hooks), else the ability is refused (reported unsupported), never run without it."""
    import ruling.games.co  # noqa: F401
    import ruling.games.mc  # noqa: F401
    import ruling.games.vg  # noqa: F401
    import ruling.games.ws  # noqa: F401
    from ruling.abilities import _abilities

    abilities = _abilities(game, text, None)
    assert abilities and not any(a.supported for a in abilities)
    assert all(a.reason for a in abilities)


def test_co_opponent_draws_from_the_deck() -> None:
    """「相手は山札からカードを1枚引く。」 (round 18, s14co: 「相手」 said alone is the opponent
    player): read as the opponent's draw from the deck (4.3.2.6), not refused."""
    import ruling.games.co  # noqa: F401
    from ruling.abilities import _abilities

    (ab,) = _abilities("co", "相手は山札からカードを1枚引く。", None)
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.amount) == ("draw", "opponent_player", 1)


def test_harmless_connectors_are_read() -> None:
    """さらに only adds a step: read, not refused."""
    import ruling.games.co  # noqa: F401
    from ruling.abilities import _abilities

    (a,) = _abilities("co", "カードを1枚引き、さらにカードを1枚引く。", None)
    assert a.supported and [o.kind for o in a.program.ops] == ["draw", "draw"]


# ------------------------------------------------------------------ the rules documents' typography

MC_BOARD = """\
game: mc
title: t
turn: {{player: A, number: 5}}
players:
  A:
    deck: 20
    field:
      c1:
        - {{name: 本陣, type: terrain, hq: true}}
        - {{name: ゴブリン, type: unit, level: 1, attack: 2, defense: 5}}
        - name: 術士
          type: unit
          level: 2
          attack: 1
          defense: 2
          text: "{text}"
  B: {{deck: 20}}
actions:
  - do: main_phase
    actions:
      - {{do: use, card: 術士, target: ゴブリン, dice: {dice}}}
"""


@pytest.mark.parametrize(("dice", "dies"), [("[3, 4]", True), ("[1, 1]", False)])
def test_mc_dice_damage(dice: str, dies: bool) -> None:
    """「対象に【2D】ダメージを与える」: the damage is the dice result (3.4.2), rolled when the
    ability is used (10.1.8)."""
    text = "◎[メイン]業火\\n〈対象:ユニット1体〉\\n対象に【2D】ダメージを与える。"
    r = resolve(loads(MC_BOARD.format(text=text, dice=dice), "t.yaml"))
    assert not unsupported(r)
    assert ("ゴブリン" in zone(r, "A", "discard")) is dies


@pytest.mark.parametrize(
    "printed",
    [
        "○響震[戦闘]\n〈対象:自軍パーティ〉\n対象が「属性:土」の場合、「防御力:+2」する。",  # card list
        "○響震[戦闘]〈対象:自軍パーティ〉対象が「属性:土」の場合、「防御力:+2」する。",  # one line
        "○響震[戦闘]<対象:自軍パーティ>対象が「属性:土」の場合、「防御力:+2」する。",  # 14.5.4.3
        "○響震[戦闘]‹対象:自軍パーティ›対象が「属性:土」の場合、「防御力:+2」する。",
    ],
)
def test_mc_block_as_the_rules_print_it(printed: str) -> None:
    """The 〈…〉 block printed on the header's line, or with <…> / ‹…› as the rules document's
    inline examples print it (14.5.4.3), compiles to the same program as the card list's."""
    import ruling.games.mc  # noqa: F401
    from ruling.abilities import _abilities

    (card_list,) = _abilities(
        "mc",
        "○響震[戦闘]\n〈対象:自軍パーティ〉\n対象が「属性:土」の場合、「防御力:+2」する。",
        None,
    )
    (a,) = _abilities("mc", printed, None)
    assert a.supported and a.program == card_list.program


# ------------------------------------------------------------------ more vanguard words


def test_belonging_only_to_a_clan() -> None:
    """「あなたのヴァンガードが《X》のみに属するなら」: X and no other clan or nation."""
    text = (
        "【永】【(R)】：あなたのヴァンガードが《ロイヤルパラディン》のみに属するなら、"
        "このユニットのパワー＋5000。"
    )
    one = "{name: 竜, type: normal, grade: 3, power: 13000, clan: ロイヤルパラディン}"
    two = "{name: 竜, type: normal, grade: 3, power: 13000, clan: ロイヤルパラディン, traits: [シャドウパラディン]}"
    assert len(run(text, vanguard=one).main.final.players["B"].zones["damage"]) == 1
    assert len(run(text, vanguard=two).main.final.players["B"].zones["damage"]) == 0


def test_a_card_category_named_before_kard() -> None:
    """「クイーンズオーダーカード」: a card of that group (the scenario's ``groups``)."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたの山札からクイーンズオーダーカードを"
        "１枚まで探し、手札に加え、山札をシャッフルする。"
    )
    deck = "[{name: 普通, type: order}, {name: 女王, type: order, groups: [クイーンズオーダー]}, 5]"
    r = run(text, deck=deck, choices="choices:\n  - {player: A, choose: 女王}")
    assert not unsupported(r) and zone(r, "A", "hand") == ["女王"]


def test_a_unit_that_stood() -> None:
    """「このユニットが【スタンド】した時」 (7.2.1)."""
    text = "【自】【(R)】：このユニットが【スタンド】した時、１枚引く。"
    extra = f'right_front: {{name: 弓兵, type: normal, grade: 1, power: 8000, state: rest, text: "{text}"}}'
    r = run("", actions="  - {do: stand, card: 弓兵}", extra=extra)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    r0 = run("", actions="  - {do: rest, card: 剣士}", extra=extra)
    assert zone(r0, "A", "hand") == []


def test_a_deck_construction_condition_compiles_and_is_read_by_the_deck_check() -> None:
    """「「X」はデッキに１枚だけ入れられる」 (8.1.3): a continuous ability the pre-game deck check
    reads; during play it does nothing."""
    import ruling.games.vg  # noqa: F401
    from ruling.abilities import _abilities

    (a,) = _abilities("vg", "【永】：「盾」はデッキに１枚だけ入れられる。", None)
    assert a.supported and [o.verb for o in a.program.steps] == ["deck_limit"]
    assert (a.program.steps[0].name, a.program.steps[0].n) == ("盾", 1)


def test_an_alternative_cost_when_its_condition_holds() -> None:
    """「あなたのヴァンガードがグレード３以上なら、このコストは『【エネルギーブラスト】(3)』でも
    払える。」: with no face-up damage to counter blast, the energy pays (1.3.1)."""
    text = (
        "【自】：あなたのヴァンガードがグレード３以上なら、このコストは『【エネルギーブラスト】(3)』でも"
        "払える。このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)]することで、１枚引く。"
    )
    src = vg_card_board(
        text,
        extra="energy: 3",
        damage="0",  # no damage (left out, whether it holds a card is branched on: round 29)
        deck="[{name: 山1, type: normal, grade: 1}, 9]",
        choices="choices:\n  - {player: A, at: cost, choose: yes}",
    )
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert r.main.final.vars["energy.A"] == 0
    low = resolve(
        loads(src.replace("grade: 3, power: 13000}", "grade: 2, power: 13000}", 1), "t.yaml")
    )
    assert zone(low, "A", "hand") == []  # no damage to counter blast, no alternative: nothing


def test_conditions_joined_by_a_continuative_verb() -> None:
    """「XがYを持ち、ZがWなら」: both (the first clause in its joining form)."""
    text = (
        "【永】【(R)】：あなたのヴァンガードが櫂アイコンを持ち、相手のヴァンガードがグレード３以上なら、"
        "このユニットのパワー＋5000。"
    )
    icon = "{name: 竜, type: normal, grade: 3, power: 13000, text: '【櫂アイコン】'}"
    assert len(run(text, vanguard=icon).main.final.players["B"].zones["damage"]) == 1
    assert len(run(text).main.final.players["B"].zones["damage"]) == 0  # no icon


@pytest.mark.parametrize(
    "desc",
    ["このユニットと別名の「竜」を含むカード", "「竜」を含むこのユニットと別名のカード"],
)
def test_a_name_different_from_this_units_before_or_after_a_filter(desc: str) -> None:
    """「このユニットと別名の「X」を含むカード」 / 「「X」を含むこのユニットと別名のカード」: a card
    containing X whose name this unit does not share (12.6.1), wherever the grammar hangs
    「このユニットと」."""
    text = f"【自】【(R)】：このユニットがアタックした時、あなたのドロップから{desc}を１枚まで選び、手札に加える。"
    drop = "[{name: 竜剣士, type: normal}, {name: 大地, type: normal}]"
    same = run(text, drop=drop)
    assert not unsupported(same) and zone(same, "A", "hand") == ["竜剣士"]
    # the unit itself named 竜剣士: its namesake in the drop may not be chosen
    r = resolve(
        loads(
            vg_card_board(text, drop=drop, deck="10").replace("name: 剣士", "name: 竜剣士"),
            "t.yaml",
        )
    )
    assert zone(r, "A", "hand") == []


def test_cards_each_of_a_different_name() -> None:
    """「それぞれ別名のカードを２枚まで選び」: the second card chosen shares no name with the
    first (12.6.2.2.1)."""
    text = "【自】【(R)】：このユニットがアタックした時、あなたのドロップからそれぞれ別名のカードを２枚まで選び、手札に加える。"
    drop = "[{name: 弓, type: normal}, {name: 弓, type: normal}, {name: 盾, type: normal}]"
    both = "choices:\n  - {player: A, choose: 弓}\n  - {player: A, choose: 弓}"
    # the second 弓 is not among the cards offered: the answer is refused
    with pytest.raises(ScenarioError, match="none of the options"):
        run(text, drop=drop, choices=both)
    ok = run(
        text,
        drop=drop,
        choices="choices:\n  - {player: A, choose: 弓}\n  - {player: A, choose: 盾}",
    )
    assert sorted(zone(ok, "A", "hand")) == ["弓", "盾"]
    plain = text.replace("それぞれ別名の", "")
    two = run(plain, drop=drop, choices=both)
    assert zone(two, "A", "hand") == ["弓", "弓"]


def test_a_cost_of_cards_each_of_a_different_name() -> None:
    """「【コスト】[それぞれ別名のリアガードを２枚退却させる]」: two rear-guards of the same name
    cannot pay it (12.6.2.2.1); of two names they can."""
    text = "【自】【(R)】：このユニットがアタックした時、【コスト】[それぞれ別名のリアガードを２枚退却させる]ことで、１枚引く。"
    pay = "choices:\n  - {player: A, at: cost, choose: yes}"
    twin = "right_front: {name: 剣士, type: normal, grade: 1, power: 8000}"
    r = run(text, extra=twin, choices=pay)
    assert not unsupported(r) and hand_size(r) == 0
    assert zone(r, "A", "field.right_front") == ["剣士"]
    other = "right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    r2 = run(text, extra=other, choices=pay)
    assert hand_size(r2) == 1 and zone(r2, "A", "field.right_front") == []


def test_whether_a_charge_was_done() -> None:
    """「【ソウルチャージ】(1)してよい。【ソウルチャージ】(1)しなかったなら、１枚引く。」: the
    condition reads what the step before did (11.2.3)."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、【ソウルチャージ】(1)してよい。"
        "【ソウルチャージ】(1)しなかったなら、１枚引く。"
    )
    yes = run(text, choices="choices:\n  - {player: A, choose: yes}")
    assert not unsupported(yes) and hand_size(yes) == 0
    assert zone(yes, "A", "soul") == ["山1"]
    no = run(text, choices="choices:\n  - {player: A, choose: no}")
    assert hand_size(no) == 1 and zone(no, "A", "soul") == []


def test_the_start_of_a_step() -> None:
    """「あなたのアタックステップ開始時」 (10.4.1.2): once per battle, at its attack step; not at
    the start of the battle phase."""
    text = "【自】【(R)】：あなたのアタックステップ開始時、１枚引く。"
    r = run(text)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    guard = run(text.replace("アタックステップ", "ガードステップ"))
    assert not unsupported(guard) and zone(guard, "A", "hand") == ["山1"]
    main = run(text, actions="  - {do: draw, player: A, amount: 1}")
    assert zone(main, "A", "hand") == ["山1"]  # the draw only: no attack step


def test_stood_by_the_ability_of_a_described_card() -> None:
    """「このユニットが「X」を含むあなたのヴァンガードの能力で【スタンド】した時」: stood by an
    ability of the vanguard (the grammar hangs the filter on the subject; it is the means')."""
    text = "【自】【(R)】：このユニットが「竜」を含むあなたのヴァンガードの能力で【スタンド】した時、１枚引く。"
    giver = "【起】【(V)】：あなたのリアガードを１枚選び、【スタンド】させる。"
    acts = "  - {do: rest, card: 剣士}\n  - {do: activate, card: VG}"
    pick = "choices:\n  - {player: A, choose: 剣士}"
    vg = f'{{name: VG, type: normal, grade: 3, power: 13000, text: "{giver}"}}'
    r = run(
        text,
        actions=acts.replace("VG", "竜騎士"),
        vanguard=vg.replace("VG", "竜騎士"),
        choices=pick,
    )
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    other = run(
        text, actions=acts.replace("VG", "鳥"), vanguard=vg.replace("VG", "鳥"), choices=pick
    )
    assert zone(other, "A", "hand") == []  # stood, but by a vanguard without 「竜」
    by_hand = run(text, actions="  - {do: rest, card: 剣士}\n  - {do: stand, card: 剣士}")
    assert zone(by_hand, "A", "hand") == []  # stood by no ability


MC_BATTLE = """\
game: mc
title: t
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    deck: 20
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {{name: 戦士, type: unit, level: 2, attack: 3, defense: 5}}
  B:
    deck: 20
    field:
      c3:
        - {{name: 森, type: terrain, limit: 6}}
        - name: ラードーン
          type: unit
          level: 2
          attack: 0
          defense: 8
          {initiative}
          text: "○大樹の守護[戦闘]\\n〈対象:このユニット〉対象が「イニシアチブ:x」を持つ場合、対象を「攻撃力:+このユニットの防御力」する。"
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - {{do: advance, units: [戦士], to: c3, dice: {{A: 6, B: 1}}}}
"""


def test_mc_a_value_raised_by_another_value_of_its_unit() -> None:
    """14.5.4.3's example 「○大樹の守護[戦闘] 〈対象:このユニット〉対象が「イニシアチブ:x」を持つ
    場合、対象を「攻撃力:+このユニットの防御力」する。」: with 「イニシアチブ:x」 the 0/8 unit
    strikes with 8 in the battle and destroys the 3/5 attacker; without it, with 0 (the rules'
    own reading: it loses the ability's bonus, 「攻撃力:0」)."""
    has = resolve(loads(MC_BATTLE.format(initiative="initiative: 1"), "t.yaml"))
    assert not unsupported(has) and "戦士" in zone(has, "A", "discard")
    bare = resolve(loads(MC_BATTLE.format(initiative=""), "t.yaml"))
    assert not unsupported(bare) and "戦士" not in zone(bare, "A", "discard")


HISTORY_BOARD = """\
game: vg
title: t
turn: {{player: A, number: 5, phase: {phase}, first_player: A}}
players:
  A:
    vanguard: {{name: 竜, type: normal, grade: 3, power: 13000}}
    drop: [{{name: 剣士, type: normal, grade: 2, power: 10000, text: "{text}"}}, {{name: 影, type: normal}}]
    hand: [{{name: 剣士, type: normal, grade: 2, power: 10000, text: "{text}"}}]
    deck: [{{name: 山1, type: normal, grade: 1}}, 9]
  B:
    vanguard: {{name: 騎士, grade: 3, power: 13000}}
    deck: 10
actions:
{actions}
"""


def _history(text: str, actions: str, phase: str = "main"):  # type: ignore[no-untyped-def]
    return resolve(loads(HISTORY_BOARD.format(text=text, actions=actions, phase=phase), "t.yaml"))


def test_whether_this_unit_appeared_from_a_zone_this_turn() -> None:
    """「このターンにこのユニットがドロップから登場しているなら」: read from what happened this
    turn as the trigger condition 「ドロップから登場した時」 reads an event (during its present
    stay on the field)."""
    text = "【自】【(R)】：このユニットがアタックした時、このターンにこのユニットがドロップから登場しているなら、１枚引く。"
    attack = "  - {do: attack, attacker: left_front, target: vanguard}"
    drop = _history(
        text,
        f"  - {{do: call, card: 剣士, from: drop, circle: left_front, superior: true}}\n{attack}",
    )
    assert not unsupported(drop) and sorted(zone(drop, "A", "hand")) == ["剣士", "山1"]
    hand = _history(text, f"  - {{do: call, card: 剣士, from: hand, circle: left_front}}\n{attack}")
    assert not unsupported(hand) and zone(hand, "A", "hand") == []
    # the turn began before the scenario: what happened before it is read as nothing, said so
    assert any(w.kind == "assumption" and "earlier this turn" in w.en for w in hand.main.warnings)


def test_whether_a_card_was_not_bound_this_turn() -> None:
    """「このターンにこのカードと同名のあなたのカードがバインドされていないなら」 (the grammar's
    「されて」+「いない」 read as one negated clause): a namesake bound this turn makes it false,
    another card bound does not."""
    text = "【自】【(R)】：このユニットがアタックした時、このターンにこのカードと同名のあなたのカードがバインドされていないなら、１枚引く。"
    call = "  - {do: call, card: 剣士, from: hand, circle: left_front}"
    attack = "  - {do: attack, attacker: left_front, target: vanguard}"
    bound = _history(text, f"{call}\n  - {{do: bind, card: A.剣士}}\n{attack}")
    assert not unsupported(bound) and zone(bound, "A", "hand") == []
    other = _history(text, f"{call}\n  - {{do: bind, card: 影}}\n{attack}")
    assert zone(other, "A", "hand") == ["山1"]


def test_called_by_the_ability_of_a_described_card() -> None:
    """「このユニットがあなたのヴァンガードの能力で登場した時」: a call by the vanguard's ability
    triggers it; a call from the hand (no ability) does not."""
    text = "【自】：このユニットがあなたのヴァンガードの能力で登場した時、１枚引く。"
    giver = "【起】【(V)】：あなたのドロップから１枚選び、(R)にコールする。"
    vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{giver}"}}'
    by = "  - {do: activate, card: 竜}"
    r = run(
        text,
        actions=by,
        vanguard=vg,
        drop=f'[{{name: 弓兵, type: normal, grade: 1, power: 8000, text: "{text}"}}]',
        choices="choices:\n  - {player: A, choose: 弓兵}\n  - {player: A, choose: right_front}",
    )
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    plain = run(
        text,
        actions="  - {do: call, card: 弓兵, circle: right_front}",
        hand=f'[{{name: 弓兵, type: normal, grade: 1, power: 8000, text: "{text}"}}]',
    )
    assert zone(plain, "A", "field.right_front") == ["弓兵"] and zone(plain, "A", "hand") == []


INTERCEPT_BOARD = """\
game: vg
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 竜, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 剣士, type: normal, grade: 2, power: 17000}}
    deck: 10
  B:
    vanguard: {{name: 騎士, grade: 3, power: 13000}}
    left_front: {{name: 槍兵, type: normal, grade: 2, power: 9000, shield: 0, skills: [intercept], text: "{text}"}}
    deck: [{{name: 山B, type: normal, grade: 1}}, 9]
actions:
  - {{do: attack, attacker: left_front, target: vanguard{intercept}}}
"""


def test_a_unit_that_intercepted() -> None:
    """「このユニットがインターセプトした時」 (10.5.1.2.4.1): it triggers when the unit goes to the
    guardian circle by intercepting, and its 「このユニット」 is the unit there."""
    text = (
        "【自】：このユニットがインターセプトした時、そのバトル中、このユニットのシールド＋5000。"
    )
    draw = "【自】：このユニットがインターセプトした時、１枚引く。"
    r = resolve(
        loads(INTERCEPT_BOARD.format(text=draw, intercept=", intercept: [left_front]"), "t.yaml")
    )
    assert not unsupported(r) and zone(r, "B", "hand") == ["山B"]
    no = resolve(loads(INTERCEPT_BOARD.format(text=draw, intercept=""), "t.yaml"))
    assert zone(no, "B", "hand") == []
    shield = resolve(
        loads(INTERCEPT_BOARD.format(text=text, intercept=", intercept: [left_front]"), "t.yaml")
    )
    # 13000 + the guardian's printed shield 0 (given: a shield not given is unknown and branched)
    # + 5000 = 18000 against 17000: no hit; without the shield, a hit
    assert not unsupported(shield) and zone(shield, "B", "damage") == []
    assert len(zone(r, "B", "damage")) == 1


BACK_BOARD = """\
game: vg
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 竜, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 剣士, type: normal, grade: 2, power: 17000}}
    deck: 10
  B:
    vanguard: {{name: 騎士, grade: 3, power: 13000}}
    left_back: {{name: 槍兵, type: normal, grade: 2, power: 9000, shield: 5000, skills: [intercept], text: "{text}"}}
    deck: 10
actions:
  - {{do: attack, attacker: left_front, target: vanguard, intercept: [left_back]}}
"""


def test_intercepting_from_the_back_row() -> None:
    """「このユニットは後列からでもインターセプトできる」: the back-row unit intercepts (its
    shield stops the hit); without the text it cannot (14.4.2: the front row)."""
    text = "【永】【(R)】：このユニットは後列からでもインターセプトできる。"
    r = resolve(loads(BACK_BOARD.format(text=text), "t.yaml"))
    # it guarded (13000 + 5000 against 17000: no hit) and left with the battle's guardians
    assert not unsupported(r) and zone(r, "B", "drop") == ["槍兵"]
    assert zone(r, "B", "damage") == []
    # where it went is decided by the text that beats the rule (1.3.1)
    assert "1.3.1" in r.decided_by
    plain = resolve(loads(BACK_BOARD.format(text=""), "t.yaml"))
    assert zone(plain, "B", "field.left_back") == ["槍兵"]
    assert len(zone(plain, "B", "damage")) == 1


def test_the_opponent_cannot_intercept() -> None:
    """「そのバトル中、このユニットのパワー＋5000し、相手はインターセプトできない」: the time said
    before in the sentence holds for the prohibition too (1.3.3 over 14.4.2)."""
    text = "【自】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000し、相手はインターセプトできない。"
    board = INTERCEPT_BOARD.replace("power: 17000}}", f'power: 12000, text: "{text}"}}}}')
    r = resolve(loads(board.format(text="", intercept=", intercept: [left_front]"), "t.yaml"))
    assert not unsupported(r) and zone(r, "B", "field.left_front") == ["槍兵"]
    assert len(zone(r, "B", "damage")) == 1  # 17000 against 13000, no guardian
    free = board.replace("、相手はインターセプトできない", "")
    r2 = resolve(loads(free.format(text="", intercept=", intercept: [left_front]"), "t.yaml"))
    assert zone(r2, "B", "drop") == ["槍兵"]


def test_a_blast_of_described_cards() -> None:
    """「【コスト】[櫂アイコンを持つグレード３を【ソウルブラスト】(1)]」: the soul card put into the drop
    is one of that description (7.25.1); with none in the soul the cost cannot be paid."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、【コスト】[グレード３を【ソウルブラスト】(1)]"
        "することで、１枚引く。"
    )
    pay = "choices:\n  - {player: A, at: cost, choose: yes}"
    soul = "soul: [{name: 小竜, type: normal, grade: 1}, {name: 大竜, type: normal, grade: 3}]"
    r = run(text, extra=soul, choices=pay)
    assert not unsupported(r) and zone(r, "A", "drop") == ["大竜"]
    assert zone(r, "A", "soul") == ["小竜"] and zone(r, "A", "hand") == ["山1"]
    low = run(text, extra="soul: [{name: 小竜, type: normal, grade: 1}]", choices=pay)
    assert zone(low, "A", "soul") == ["小竜"] and zone(low, "A", "hand") == []


def test_a_blast_of_cards_named_like_this_unit() -> None:
    """「【コスト】[このユニットと同名のカードを【ソウルブラスト】(1)]」: 「このユニットと」 compares the
    names of the soul cards blasted (7.25.1); with no card of this unit's name there, the cost
    cannot be paid."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、【コスト】[このユニットと同名のカードを"
        "【ソウルブラスト】(1)]することで、１枚引く。"
    )
    pay = "choices:\n  - {player: A, at: cost, choose: yes}"
    soul = "soul: [{name: 小竜, type: normal, grade: 1}, {name: 剣士, type: normal, grade: 2}]"
    r = run(text, extra=soul, choices=pay)
    assert not unsupported(r) and zone(r, "A", "drop") == ["剣士"]
    assert zone(r, "A", "soul") == ["小竜"] and zone(r, "A", "hand") == ["山1"]
    other = run(text, extra="soul: [{name: 小竜, type: normal, grade: 1}]", choices=pay)
    assert zone(other, "A", "soul") == ["小竜"] and zone(other, "A", "hand") == []


def test_a_value_at_most_that_of_another_card() -> None:
    """「あなたのヴァンガードのグレード以下のカード」: compared with the vanguard's grade now."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのドロップから、あなたのヴァンガードの"
        "グレード以下のカードを１枚選び、手札に加える。"
    )
    drop = "[{name: 大竜, type: normal, grade: 3}, {name: 小竜, type: normal, grade: 1}]"
    g2 = "{name: 竜, type: normal, grade: 2, power: 13000}"
    r = run(text, vanguard=g2, drop=drop)
    assert not unsupported(r) and zone(r, "A", "hand") == ["小竜"]
    g3 = run(text, drop=drop, choices="choices:\n  - {player: A, choose: 大竜}")
    assert zone(g3, "A", "hand") == ["大竜"]


def test_an_ability_marked_strike_shot() -> None:
    """「【ストライクショット】-【起】…」: the keyword has no rule meaning (17.6.4.1); the ability
    runs as printed after it, and is the card's 【ストライクショット】 ability."""
    text = "【ストライクショット】-【起】【(V)】：【コスト】[【ソウルブラスト】(1)]することで、１枚引く。"
    vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    r = run(
        "",
        actions="  - {do: activate, card: 竜}",
        vanguard=vg,
        extra="soul: [{name: 魂, type: normal}]",
    )
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"] and zone(r, "A", "drop") == ["魂"]
    import ruling.games.vg  # noqa: F401
    from ruling.abilities import _abilities

    (a,) = _abilities("vg", text, None)
    assert a.program.keyword == "strike_shot"


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("山札からカードを2枚引く。", 2),
        ("あなたは山札からカードを1枚引く。", 1),
        ("カードを1枚引く。", 1),
    ],
)
def test_a_draw_said_in_full(text: str, n: int) -> None:
    """「山札からカードをN枚引く」 (CO 4-3-2-3): the cards and the deck a draw takes anyway, said
    in full, are a draw of N — the shared reader, so in every game that uses it (CO, VG);
    drawn from elsewhere, it is refused."""
    import ruling.games.co  # noqa: F401
    import ruling.games.vg  # noqa: F401
    from ruling.abilities import _abilities

    (ab,) = _abilities("co", text, None)
    assert ab.supported and [(o.kind, o.amount) for o in ab.program.ops] == [("draw", n)]
    (vg,) = _abilities("vg", f"【自】【(V)】:このユニットがアタックした時、{text}", None)
    assert vg.supported and [(o.verb, o.n) for o in vg.program.steps] == [("draw", n)]
    (bad,) = _abilities(
        "vg", "【自】【(V)】:このユニットがアタックした時、手札からカードを1枚引く。", None
    )
    assert not bad.supported


@pytest.mark.parametrize("declared", [False, True])
@pytest.mark.parametrize(
    "form, modal",
    [
        ("negative", None),  # 「…しない」
        ("optional", None),  # 「…してよい」
        ("permissive", None),  # 「…してもよい」
        ("cannot", None),  # 「…できない」
        ("final", "ことができる"),
    ],
)
def test_a_step_hook_answers_only_for_the_forms_it_declares(
    form: str, modal: str | None, declared: bool
) -> None:
    """The shared step reader (``steps.as_read``): a game's construction that returns its
    operations for a step in a form other than the plain one, or with a modal, without declaring
    that it reads it (``steps.read``), has the step refused — not run as the plain step."""
    from grammar import ast as A
    from ruling.abilities import Unsupported
    from ruling.cardtext.ir import Op
    from ruling.cardtext.steps import Reading, read, step
    from ruling.cardtext.vocab import Vocab

    f = A.Form(form)

    def hook(st: A.Step, r: Reading) -> list[Op]:
        ops = [Op("draw", n=1)]
        return read(ops, f, modal=modal is not None) if declared else ops

    v = Vocab(game="t", zones={}, kinds={}, stats={}, hooks={"step": (hook,)})
    st = A.Step(A.Action("draw", (), f, modal=modal))
    if declared:
        assert [o.verb for o in step(st, Reading(v, "auto"))] == ["draw"]
    else:
        with pytest.raises(Unsupported):
            step(st, Reading(v, "auto"))
    # the plain step needs no declaration
    plain = A.Step(A.Action("draw", (), A.Form.FINAL))
    assert [o.verb for o in step(plain, Reading(v, "auto"))] == ["draw"]


# ------------------------------------------------------------------ quantities (effect bodies)


def test_as_many_as_the_player_picks() -> None:
    """「…を望む枚数選び」: none to all of the cards described, the master stopping where they
    like (11.8.4.1.1); the grammar reads 望む枚数 as a count, not a clause 「…を望む」 holding the
    source and the object."""
    text = "【自】【(R)】：このユニットがアタックした時、あなたのドロップからノーマルユニットを望む枚数選び、ソウルに置く。"
    drop = "[{name: 弓, type: normal}, {name: 盾, type: normal}, {name: 治, type: trigger}]"
    two = "choices:\n  - {player: A, choose: 弓}\n  - {player: A, choose: 盾}"
    r = run(text, drop=drop, choices=two)
    assert not unsupported(r)
    assert sorted(zone(r, "A", "soul")) == ["弓", "盾"] and zone(r, "A", "drop") == ["治"]
    assert any("11.8.4.1.1" in s.clauses for s in r.main.trace.steps)
    one = run(
        text,
        drop=drop,
        choices="choices:\n  - {player: A, choose: 盾}\n  - {player: A, choose: none}",
    )
    assert zone(one, "A", "soul") == ["盾"]
    none = run(text, drop=drop, choices="choices:\n  - {player: A, choose: none}")
    assert zone(none, "A", "soul") == [] and len(zone(none, "A", "drop")) == 3
    # the trigger unit is not a normal unit: it is never offered
    with pytest.raises(ScenarioError, match="none of the options"):
        run(text, drop=drop, choices="choices:\n  - {player: A, choose: 治}")


def _damage(r) -> int:  # type: ignore[no-untyped-def]
    return len(r.main.final.players["B"].zones["damage"])


@pytest.mark.parametrize(
    "text",
    [
        "【自】【(R)】：このユニットがアタックした時、そのバトル中、パワー＋5000。",
        "【自】【(R)】：このユニットがアタックした時、１枚引き、そのバトル中、パワー＋5000。",
        "【永】【(R)】：あなたのヴァンガードがグレード３以上なら、パワー＋5000。",
    ],
)
def test_a_unit_left_unsaid_is_this_unit(text: str) -> None:
    """「そのバトル中、パワー＋5000」 with no unit named and nothing before it to act on: the
    unit that has the ability (11.8.5.3) — 15000 against 13000 hits; the rule is cited."""
    r = run(text)
    assert not unsupported(r) and _damage(r) == 1
    assert any("11.8.5.3" in s.clauses for s in r.main.trace.steps)
    # a unit the step before chose is what it acts on, not this unit
    chose = text.replace("そのバトル中、パワー", "相手のリアガードを１枚選び、そのバトル中、パワー")
    if "【自】" in chose:
        r2 = run(chose, choices="choices:\n  - {player: A, choose: 槍兵}")
        assert not unsupported(r2) and _damage(r2) == 0


def test_an_orders_unsaid_unit_is_refused() -> None:
    """An order has no unit of its own: its 「パワー＋5000」 with nothing before it is refused,
    not read as 11.8.5.3."""
    from ruling.abilities import abilities_of
    from ruling.state import Card

    (ab,) = abilities_of(
        "vg", Card("x", "x", text="１枚引き、そのターン中、パワー＋5000。", type="order")
    )
    assert not ab.supported and "no cards to act on" in ab.reason


# ------------------------------------------------------------------ units prohibited (1.3.3)


def test_a_unit_that_cannot_be_attacked() -> None:
    """「このユニットはアタックされない」 (a continuous ability): the unit is not chosen to be
    attacked (10.4.1.6, 1.3.3) and does not battle (10.2.3); while its condition fails it is."""
    text = (
        "【永】【(R)】：あなたのヴァンガードがグレード３以上なら、このユニットはアタックされない。"
    )
    board = INTERCEPT_BOARD.replace("target: vanguard", "target: left_front")
    r = resolve(loads(board.format(text=text, intercept=""), "t.yaml"))
    assert not unsupported(r) and r.main.rejected
    assert any({"10.4.1.6", "10.2.3", "1.3.3"} <= set(s.clauses) for s in r.main.trace.steps)
    low = board.replace("騎士, grade: 3", "騎士, grade: 2")
    r2 = resolve(loads(low.format(text=text, intercept=""), "t.yaml"))
    assert not r2.main.rejected and zone(r2, "B", "drop") == ["槍兵"]


def test_a_chosen_unit_cannot_intercept_for_the_turn() -> None:
    """「相手のリアガードを１枚選び、そのターン中、そのユニットはインターセプトできず」: that unit
    is prohibited from intercepting this turn (1.3.3 over 14.4.2); another is not."""
    text = (
        "【自】：このユニットがアタックした時、相手のリアガードを１枚選び、そのターン中、"
        "そのユニットはインターセプトできず、このユニットのパワー＋5000。"
    )
    board = INTERCEPT_BOARD.replace("power: 17000}}", f'power: 12000, text: "{text}"}}}}')
    board += "choices:\n  - {{player: A, choose: 槍兵}}\n"
    r = resolve(loads(board.format(text="", intercept=", intercept: [left_front]"), "t.yaml"))
    assert not unsupported(r) and r.main.rejected
    assert zone(r, "B", "field.left_front") == ["槍兵"]
    assert any("1.3.3" in s.clauses for s in r.main.trace.steps)
    free = board.replace("そのユニットはインターセプトできず、", "")
    r2 = resolve(loads(free.format(text="", intercept=", intercept: [left_front]"), "t.yaml"))
    assert not r2.main.rejected and zone(r2, "B", "drop") == ["槍兵"]


def test_a_unit_that_cannot_attack_or_be_boosted() -> None:
    """「このユニットはアタックできない」: its attack is refused (10.4.1.3, 1.3.3); 「このユニットは
    ブーストされず」: a boost of it is refused, and the attack goes on unboosted."""
    r = run("【永】【(R)】：このユニットはアタックできない。")
    assert not unsupported(r) and r.main.rejected
    boost = "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}"
    back = "left_back: {name: 支援, type: normal, grade: 1, power: 8000, skills: [boost]}"
    text = "【永】【(R)】：あなたのターン中、このユニットはブーストされず、パワー＋1000。"
    r2 = run(text, actions=boost, extra=back)
    assert not unsupported(r2) and zone(r2, "A", "field.left_back") == ["支援"]
    assert any("1.3.3" in s.clauses and "14.5.2" in s.clauses for s in r2.main.trace.steps)
    assert len(zone(r2, "B", "damage")) == 0  # 11000 against 13000
    r3 = run("【永】【(R)】：あなたのターン中、パワー＋1000。", actions=boost, extra=back)
    assert len(zone(r3, "B", "damage")) == 1  # boosted: 19000


def test_the_column_of_another_card() -> None:
    """「あなたのヴァンガードと同じ縦列のリアガード」: the rear-guards of that card's column (4.9.1.1);
    「そのユニットと同じ縦列のあなたの…」 of an opponent's unit: the column facing it, the
    opponent's right being one's left (4.9.1.2)."""
    text = "【自】【(R)】：このユニットがアタックした時、あなたのヴァンガードと同じ縦列のリアガードを１枚選び、退却させる。"
    back = "center_back: {name: 支援, type: normal, grade: 1, power: 8000}"
    r = run(text, extra=back, choices="choices:\n  - {player: A, choose: 支援}")
    assert not unsupported(r) and zone(r, "A", "drop") == ["支援"]
    assert any("4.9.1.1" in s.clauses for s in r.main.trace.steps)
    # this unit is in the left column, not the vanguard's: it is not offered (an answer
    # addressed to the choice, ``at:``: one without it is left for a later choice when the
    # choice has one possible result)
    with pytest.raises(ScenarioError, match="none of the options"):
        run(text, extra=back, choices="choices:\n  - {player: A, at: choose, choose: 剣士}")
    facing = (
        "【自】【(R)】：このユニットがアタックした時、相手のリアガードを１枚選び、"
        "そのバトル中、そのユニットと同じ縦列のあなたのリアガードすべてのパワー＋5000。"
    )
    hit = run(facing, extra=back, choices="choices:\n  - {player: A, choose: 槍兵}")
    assert not unsupported(hit) and _damage(hit) == 1  # 剣士 (left) faces 槍兵 (right): 15000


def test_the_same_row_is_refused_not_read_as_the_column() -> None:
    """「このユニットと同じ列の」: 列 alone may be a row (横列, 4.9.1.3), which no runtime reads; it
    is refused with a warning naming the text — before, it ran silently as the same column."""
    text = "【自】【(R)】：このユニットがアタックした時、このユニットと同じ列のリアガードを１枚選び、退却させる。"
    r = run(text)
    assert unsupported(r) and zone(r, "A", "drop") == []
    column = text.replace("同じ列", "同じ縦列")
    r2 = run(column, choices="choices:\n  - {player: A, choose: 剣士}")
    assert not unsupported(r2) and zone(r2, "A", "drop") == ["剣士"]


def test_returned_to_a_zone() -> None:
    """「手札に戻す」 / 「山札に戻し」 (戻す): put into that zone — its owner's (11.8.5.2)."""
    text = "【自】【(R)】：このユニットがアタックした時、相手のリアガードを１枚選び、手札に戻す。"
    r = run(text, choices="choices:\n  - {player: A, choose: 槍兵}")
    assert not unsupported(r) and zone(r, "B", "hand") == ["槍兵"]
    assert zone(r, "A", "hand") == [] and zone(r, "B", "field.right_front") == []
    assert any("11.8.5.2" in s.clauses for s in r.main.trace.steps)
    deck = "【自】【(R)】：このユニットがアタックした時、あなたのドロップから１枚選び、山札に戻し、山札をシャッフルする。"
    r2 = run(
        deck, drop="[{name: 弓, type: normal}]", choices="choices:\n  - {player: A, choose: 弓}"
    )
    assert not unsupported(r2) and zone(r2, "A", "drop") == []
    assert "弓" in zone(r2, "A", "deck")


def test_a_change_with_no_period_lasts_the_game() -> None:
    """「相手の前列のリアガードすべてのパワー－5000」 with no period said: 「このゲーム中」
    (11.3.1.2) — still in force when the battle is over; 「そのバトル中、」 ends with it."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、相手の前列のリアガードすべてのパワー－5000。"
    )
    r = run(text)
    assert not unsupported(r)
    (e,) = r.main.final.effects
    assert (e.stat, e.value, e.until) == ("power", -5000, "game") and "11.3.1.2" in e.clauses
    battle = run(text.replace("時、", "時、そのバトル中、"))
    assert not unsupported(battle) and battle.main.final.effects == []


def test_a_quoted_effect_carried_out() -> None:
    """「『…』を行う」: the quoted effect is carried out as a part of the ability (its unit, this
    one: +5000 hits); 「『…』をしてよい」: only if its master says so."""
    text = "【自】【(R)】：このユニットがアタックした時、『１枚引き、そのバトル中、このユニットのパワー＋5000。』を行う。"
    r = run(text)
    assert not unsupported(r) and hand_size(r) == 1 and _damage(r) == 1
    may = "【自】【(R)】：このユニットがアタックした時、『１枚引く。』をしてよい。"
    yes = run(may, choices="choices:\n  - {player: A, choose: yes}")
    assert not unsupported(yes) and hand_size(yes) == 1
    no = run(may, choices="choices:\n  - {player: A, choose: no}")
    assert hand_size(no) == 0


def test_whether_the_step_before_did_it_to_a_described_card() -> None:
    """「グレード２以上を置いたなら」 / 「「竜」を含むカードを置いたなら」: the step before did it
    (11.2.3) to a card the description fits (the grammar hangs a relative clause that opens the
    condition on its first noun, as on a step's)."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたの山札を上から１枚見て、ソウルに置く。"
        "グレード２以上を置いたなら、１枚引く。"
    )
    low = run(text)  # 山1 (grade 1) on top: put, but not a grade 2
    assert not unsupported(low) and zone(low, "A", "soul") == ["山1"] and hand_size(low) == 0
    high = run(
        text, deck="[{name: 山2, type: normal, grade: 2}, {name: 山1, type: normal, grade: 1}, 8]"
    )
    assert zone(high, "A", "soul") == ["山2"] and zone(high, "A", "hand") == ["山1"]
    named = (
        "【自】【(R)】：このユニットがアタックした時、あなたのドロップから１枚選び、ソウルに置く。"
        "「竜」を含むカードを置いたなら、１枚引く。"
    )
    drop = "[{name: 竜の子, type: normal, grade: 1}, {name: 鳥, type: normal, grade: 1}]"
    yes = run(named, drop=drop, choices="choices:\n  - {player: A, choose: 竜の子}")
    assert not unsupported(yes) and zone(yes, "A", "hand") == ["山1"]
    no = run(named, drop=drop, choices="choices:\n  - {player: A, choose: 鳥}")
    assert zone(no, "A", "soul") == ["鳥"] and hand_size(no) == 0


def test_a_relative_clause_opening_a_condition() -> None:
    """The grammar: 「「X」を含むユニットをコールしたなら」 is one condition whose object is 「X」を
    含むユニット — not a step 「「X」を含む。」 before a condition on any unit."""
    from grammar import ast as A
    from grammar.parse import parse_card

    text = "【自】【(R)】：このユニットがアタックした時、１枚引く。「竜」を含むユニットをコールしたなら、１枚引く。"
    ab = parse_card(text, "vg").card.abilities[0]
    steps = ab.effect.sentences[1].steps
    assert len(steps) == 1 and steps[0].condition is not None
    obj = steps[0].condition.clause.args[0].value
    assert isinstance(obj.terms[0], A.Relative) and obj.terms[0].clause.verb == "contain"


def test_an_attack_that_hits() -> None:
    """「このユニットのアタックがリアガードにヒットした時」: the attacking unit is hitting
    (10.7.1.6), and the unit it attacked is a rear-guard (10.7.1.6.1); 「ヒットしなかった時」: it
    did not hit (10.7.1.7)."""
    text = "【自】【(R)】：このユニットのアタックがリアガードにヒットした時、１枚引く。"
    rear = "  - {do: attack, attacker: left_front, target: right_front}"
    hit = run(text, actions=rear)  # 10000 against 9000: hit
    assert not unsupported(hit) and zone(hit, "A", "hand") == ["山1"]
    assert any("10.7.1.6.1" in s.clauses for s in hit.main.trace.steps)
    vanguard = run(text)  # 10000 against 13000: no hit
    assert not unsupported(vanguard) and hand_size(vanguard) == 0
    on_vanguard = run(text.replace("リアガード", "ヴァンガード"), actions=rear)
    assert hand_size(on_vanguard) == 0  # it hit, but not a vanguard
    missed = run(text.replace("リアガードにヒットした時", "ヒットしなかった時"))
    assert not unsupported(missed) and zone(missed, "A", "hand") == ["山1"]
    assert (
        hand_size(run(text.replace("リアガードにヒットした時", "ヒットしなかった時"), actions=rear))
        == 0
    )


def test_an_attack_this_unit_boosted_hits() -> None:
    """「このユニットがブーストしたアタックがヴァンガードにヒットした時」: the unit is the booster of
    the attack that hits (10.4.1.12, 10.7.1.6); the same attack without its boost does not hit."""
    text = (
        "【自】【(R)】：このユニットがブーストしたアタックがヴァンガードにヒットした時、１枚引く。"
    )
    booster = (
        '{name: 弓兵, type: normal, grade: 1, power: 8000, skills: [boost], text: "' + text + '"}'
    )
    boost = "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}"
    r = run("", actions=boost, extra="left_back: " + booster)  # 18000 against 13000
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    alone = run("", extra="left_back: " + booster)
    assert not unsupported(alone) and hand_size(alone) == 0


def test_whether_an_attack_hit_this_turn() -> None:
    """「このターンにあなたのリアガードのアタックがヒットしているなら」: read from the turn's events
    as the trigger 「…のアタックがヒットした時」 reads one."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、"
        "このターンにあなたのリアガードのアタックがヒットしているなら、１枚引く。"
    )
    stand = "  - {do: stand, card: 剣士}"
    rear = "  - {do: attack, attacker: left_front, target: right_front}"
    again = "  - {do: attack, attacker: left_front, target: vanguard}"
    twice = run(text, actions=f"{rear}\n{stand}\n{again}")
    assert not unsupported(twice)
    assert zone(twice, "A", "hand") == ["山1"]  # the second attack's: the first hit
    once = run(text, actions=rear)
    assert hand_size(once) == 0  # its own attack has not hit yet when it attacks


def test_a_validity_keyword_on_an_automatic_ability() -> None:
    """「【自】【(R)】【リミットブレイク】(2)：…」: the ability triggers only if two or more cards
    are in its master's damage zone when the event happens (14.2.3.2.1, 14.7.2)."""
    text = "【自】【(R)】【リミットブレイク】(2)：このユニットがアタックした時、１枚引く。"
    met = run(text, extra="damage: 2")
    assert not unsupported(met) and zone(met, "A", "hand") == ["山1"]
    assert any("14.2.3.2" in s.clauses and "14.7.2" in s.clauses for s in met.main.trace.steps)
    unmet = run(text, extra="damage: 1")
    assert not unsupported(unmet) and hand_size(unmet) == 0


def test_a_validity_keyword_on_an_activated_ability() -> None:
    """「【起】【(R)】勇敢：１枚引く。」: played only while its master's hand has three cards or
    fewer (14.2.3.3, 14.17.3)."""
    text = "【起】【(R)】勇敢：１枚引く。"
    act = "  - {do: activate, card: 剣士}"
    three = run(text, actions=act, hand="[手1, 手2, 手3]")
    assert not unsupported(three) and hand_size(three) == 4
    four = run(text, actions=act, hand="[手1, 手2, 手3, 手4]")
    assert hand_size(four) == 4  # not played: still the four cards
    assert any("14.2.3.3" in s.clauses for s in four.main.trace.steps)


def test_a_validity_keyword_on_a_continuous_ability() -> None:
    """「【永】【(R)】儀式２：このユニットのパワー＋5000。」: while two or more grade 1 cards are
    in its master's drop (14.2.3.1, 14.20.2.2) — 15000 hits the 13000 vanguard, 10000 does not."""
    text = "【永】【(R)】儀式２：このユニットのパワー＋5000。"
    two = "[{name: 落1, type: normal, grade: 1}, {name: 落2, type: normal, grade: 1}]"
    met = run(text, drop=two)
    assert not unsupported(met) and len(zone(met, "B", "damage")) == 1
    one = "[{name: 落1, type: normal, grade: 1}, {name: 落2, type: normal, grade: 2}]"
    unmet = run(text, drop=one)
    assert not unsupported(unmet) and zone(unmet, "B", "damage") == []


def test_an_alternative_for_the_cost_on_a_step() -> None:
    """「このコストは『【ソウルブラスト】(1)』でも払える。」 before the trigger of an ability whose one
    cost is on a step: that cost may be paid so (its text beats the rules, 1.3.1) — with no
    damage to counter blast, the soul blast pays it."""
    body = (
        "このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"
        "【コスト】[【カウンターブラスト】(1)]することで、１枚引く。"
    )
    alt = "【自】【(R)】：このコストは『【ソウルブラスト】(1)』でも払える。" + body
    pay = "choices:\n  - {player: A, choose: yes}"
    # no damage (left out, whether it holds a card is branched on: round 29)
    r = run(alt, extra="soul: [魂1]", choices=pay, damage="0")
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert zone(r, "A", "soul") == [] and zone(r, "A", "drop") == ["魂1"]
    plain = run("【自】【(R)】：" + body, extra="soul: [魂1]", choices=pay, damage="0")
    assert not unsupported(plain) and hand_size(plain) == 0 and zone(plain, "A", "soul") == ["魂1"]


def test_a_time_set_off_before_two_alternatives() -> None:
    """「このターンに、Aしているか、Bしているなら」: the time set off by a comma is that of both
    alternatives (the grammar hangs it on the first); B alone met is enough."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、このターンに、"
        "あなたのヴァンガードが２回以上アタックしているか、相手のリアガードが退却しているなら、１枚引く。"
    )
    rear = "  - {do: attack, attacker: left_front, target: right_front}"
    again = "  - {do: stand, card: 剣士}\n  - {do: attack, attacker: left_front, target: vanguard}"
    retired = run(text, actions=f"{rear}\n{again}")  # 槍兵 retired by the first attack's hit
    assert not unsupported(retired) and zone(retired, "A", "hand") == ["山1"]
    neither = run(text)
    assert not unsupported(neither) and hand_size(neither) == 0


def test_a_described_unit_that_left_the_field() -> None:
    """「相手のリアガードが退却した時」: the retired card is read as it was on the field — a
    rear-guard (11.9.6.1.2) — though it is in the drop when the trigger is checked; a vanguard
    description does not fit it."""
    text = "【自】【(R)】：相手のリアガードが退却した時、１枚引く。"
    rear = "  - {do: attack, attacker: left_front, target: right_front}"
    r = run(text, actions=rear)
    assert (
        not unsupported(r) and zone(r, "B", "drop") == ["槍兵"] and zone(r, "A", "hand") == ["山1"]
    )
    assert any("11.9.6.1.2" in s.clauses for s in r.main.trace.steps)
    other = run(text.replace("リアガード", "ヴァンガード"), actions=rear)
    assert not unsupported(other) and hand_size(other) == 0


@pytest.mark.parametrize(("label", "draws"), [("【ファイト1回】", 1), ("【ターン2回】", 2)])
def test_a_use_limit_of_a_period(label: str, draws: int) -> None:
    """「【起】【(R)】【ファイト1回】：１枚引く。」: used once, it cannot be used again this game
    (12.3.2, 12.3.2.2); 【ターン2回】: twice this turn. Played three times, it draws so often."""
    text = f"【起】【(R)】{label}：１枚引く。"
    act = "\n".join(["  - {do: activate, card: 剣士}"] * 3)
    r = run(text, actions=act)
    assert not unsupported(r) and hand_size(r) == draws
    assert any("12.3.2.2" in s.clauses for s in r.main.trace.steps)


def test_whether_this_unit_is_boosted_in_this_battle() -> None:
    """「このバトルでこのユニットがブーストされているなら」: a state of the battle now — a unit
    boosts it (10.4.1.12, 10.4.1.12.1); 「このバトルで」 adds nothing to a battle state."""
    text = "【自】【(R)】：このユニットがアタックした時、このバトルでこのユニットがブーストされているなら、１枚引く。"
    booster = "left_back: {name: 弓兵, type: normal, grade: 1, power: 8000, skills: [boost]}"
    boost = "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}"
    r = run(text, actions=boost, extra=booster)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert any("10.4.1.12.1" in s.clauses for s in r.main.trace.steps)
    alone = run(text, extra=booster)
    assert not unsupported(alone) and hand_size(alone) == 0


def test_where_the_card_a_reference_points_at_is() -> None:
    """「このユニットが前列にいるなら」 / 「…後列にいるなら」: the unit is on a circle of that row
    (4.9.1, 4.9.1.3)."""
    front = "【自】【(R)】：このユニットがアタックした時、このユニットが前列にいるなら、１枚引く。"
    r = run(front)  # 剣士 attacks from the front row (left_front)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    back = run(front.replace("前列", "後列"))
    assert not unsupported(back) and hand_size(back) == 0


def test_a_value_of_a_named_card() -> None:
    """「このユニットのパワーが10000以上なら」 / 「相手のヴァンガードのグレードがあなたのヴァンガードの
    グレード以上なら」: a value of the card the subject names, compared with a number or with the
    same value of another card."""
    power = "【自】【(R)】：このユニットがアタックした時、このユニットのパワーが10000以上なら、１枚引く。"
    r = run(power)  # 剣士: power 10000
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert hand_size(run(power.replace("10000", "11000"))) == 0
    grade = (
        "【自】【(R)】：このユニットがアタックした時、"
        "相手のヴァンガードのグレードがあなたのヴァンガードのグレード以上なら、１枚引く。"
    )
    same = run(grade)  # grade 3 against grade 3
    assert not unsupported(same) and zone(same, "A", "hand") == ["山1"]
    higher = run(grade, vanguard="{name: 竜, type: normal, grade: 4, power: 13000}")
    assert not unsupported(higher) and hand_size(higher) == 0


@pytest.mark.parametrize(
    ("cmp", "grade", "draws"),
    [
        ("あなたのヴァンガードのグレードより低い", 4, 1),
        ("あなたのヴァンガードのグレードより低い", 3, 0),
        ("あなたのヴァンガードより高い", 2, 1),
        ("あなたのヴァンガードより高い", 3, 0),
    ],
)
def test_a_value_higher_or_lower_than_another_cards(cmp: str, grade: int, draws: int) -> None:
    """「相手のヴァンガードのグレードがあなたのヴァンガード（のグレード）より高い / 低いなら」 (shared
    conditions._higher, round 19): the same value of two cards compared strictly, as 「…以上」 is
    read (the opponent's vanguard is grade 3)."""
    text = f"【自】【(R)】：このユニットがアタックした時、相手のヴァンガードのグレードが{cmp}なら、１枚引く。"
    r = run(text, vanguard=f"{{name: 竜, type: normal, grade: {grade}, power: 13000}}")
    assert not unsupported(r) and hand_size(r) == draws


@pytest.mark.parametrize(
    ("timing", "clause"),
    [
        ("このユニットがアタックしたバトルのダメージステップ開始時", "10.7.1.1"),
        ("あなたのクローズステップ開始時", "10.8.1.1"),
    ],
)
def test_the_start_of_a_step_of_the_battle(timing: str, clause: str) -> None:
    """‘ダメージステップ開始時’ / ‘クローズステップ開始時’ (10.7.1.1, 10.8.1.1): the steps the rules
    name as trigger conditions; once in the battle, none without one."""
    text = f"【自】【(R)】：{timing}、１枚引く。"
    r = run(text)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert any(clause in s.clauses for s in r.main.trace.steps)
    quiet = run(text, actions="  - {do: draw, player: A, amount: 1}")
    assert zone(quiet, "A", "hand") == ["山1"]  # the draw only


def test_a_step_done_per_card() -> None:
    """「あなたのリアガード１枚につき、１枚引く」 / 「…につき、【ソウルチャージ】(1)する」: the step
    done as many times as the cards counted first (12.7.1, 12.7.2); a choice per card (whose
    cards a later step acts on) is done per card too (round 24; before, refused)."""
    two = "right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    draw = "【自】【(R)】：このユニットがアタックした時、あなたのリアガード１枚につき、１枚引く。"
    r = run(draw, extra=two)
    assert not unsupported(r) and hand_size(r) == 2
    assert any("12.7.1" in s.clauses and "12.7.2" in s.clauses for s in r.main.trace.steps)
    assert hand_size(run(draw)) == 1  # this unit alone
    charge = "【自】【(R)】：このユニットがアタックした時、あなたのリアガード１枚につき、【ソウルチャージ】(1)する。"
    r2 = run(charge, extra=two)
    assert not unsupported(r2) and sorted(zone(r2, "A", "soul")) == ["山1", "山2"]
    choose = "【自】【(R)】：このユニットがアタックした時、あなたのリアガード１枚につき、相手のリアガードを１枚選び、退却させる。"
    # a choice per card (whose cards a later step acts on) runs since round 24 (6bafe2b8,
    # per_group_steps): the rest of the sentence done as many times as counted, a different card
    # each time (12.7.1.1, 12.7.3; board tests in test_vg_cardtext_r24b.py). Here B has one
    # rear-guard: the first pass retires it, the second has none to choose (before: refused)
    r3 = run(choose, extra=two)
    assert not unsupported(r3) and zone(r3, "B", "drop") == ["槍兵"]
    assert any("12.7.1" in s.clauses for s in r3.main.trace.steps)


def test_a_step_the_opponent_does() -> None:
    """「相手は自分のリアガードを１枚選び、退却させる」: the opponent chooses, among their own
    rear-guards (自分の: the player doing the step), 11.8.5.1; 「相手は１枚引く」: the opponent
    draws. Before, the master chose among both players' units and drew the card."""
    text = "【自】【(R)】：このユニットがアタックした時、相手は自分のリアガードを１枚選び、退却させる。"
    two = "right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    r = run(text, extra=two, choices="choices:\n  - {player: B, choose: 槍兵}")
    assert not unsupported(r) and zone(r, "B", "drop") == ["槍兵"] and zone(r, "A", "drop") == []
    assert any("11.8.5.1" in s.clauses for s in r.main.trace.steps)
    # the master's answer is not asked for: their own 弓兵 is never among the cards
    mine = run(text, extra=two, choices="choices:\n  - {player: A, choose: 弓兵}")
    assert zone(mine, "A", "drop") == [] and zone(mine, "A", "field.right_front") == ["弓兵"]
    drew = run("【自】【(R)】：このユニットがアタックした時、相手は１枚引く。")
    assert hand_size(drew) == 0 and len(drew.main.final.players["B"].zones["hand"]) == 1
    # 「相手は自分の手札から１枚選び、捨てる」: the opponent's card goes from their hand to their
    # drop (before, the discard looked in the master's hand and did nothing)
    discard = "【自】【(R)】：このユニットがアタックした時、相手は自分の手札から１枚選び、捨てる。"
    src = vg_card_board(
        discard,
        hand="[{name: 剣, type: normal}]",
        deck="10",
        choices="choices:\n  - {player: B, choose: 盾}",
    ).replace(
        "    deck: 10\nactions",
        "    hand: [{name: 盾, type: normal}, {name: 弓, type: normal}]\n    deck: 10\nactions",
    )
    d = resolve(loads(src, "t.yaml"))
    assert not unsupported(d) and zone(d, "B", "drop") == ["盾"] and zone(d, "B", "hand") == ["弓"]
    assert zone(d, "A", "hand") == ["剣"]


def test_a_skill_lost_for_the_turn() -> None:
    """「そのユニットは『インターセプト』を失う」 by an effect: the unit is treated as having no
    intercept for the turn (7.14.2), so it cannot intercept (14.4.2)."""
    text = (
        "【自】：このユニットがアタックした時、相手のリアガードを１枚選び、そのターン中、"
        "そのユニットは『インターセプト』を失う。"
    )
    board = INTERCEPT_BOARD.replace("power: 17000}}", f'power: 12000, text: "{text}"}}}}')
    board += "choices:\n  - {{player: A, choose: 槍兵}}\n"
    r = resolve(loads(board.format(text="", intercept=", intercept: [left_front]"), "t.yaml"))
    assert not unsupported(r) and r.main.rejected
    assert any("7.14.2" in s.clauses for s in r.main.trace.steps)
    kept = board.replace("失う", "得る")  # gaining it again: it still intercepts
    r2 = resolve(loads(kept.format(text="", intercept=", intercept: [left_front]"), "t.yaml"))
    assert not r2.main.rejected and zone(r2, "B", "drop") == ["槍兵"]


def test_as_many_as_the_player_picks_of_a_move() -> None:
    """「手札から望む枚数ソウルに置く」 (a number of cards with no 「選ぶ」: a choice of them,
    7.50.1.1): none to all of the hand (11.8.4.1.1). In a cost (paid exactly, 11.7.1) it is
    refused, not paid as one card."""
    text = "【自】【(R)】：このユニットがアタックした時、手札から望む枚数ソウルに置く。"
    hand = "[{name: 弓, type: normal}, {name: 盾, type: normal}, {name: 槌, type: normal}]"
    r = run(
        text,
        hand=hand,
        choices="choices:\n  - {player: A, choose: 弓}\n  - {player: A, choose: 槌}\n  - {player: A, choose: none}",
    )
    assert not unsupported(r) and sorted(zone(r, "A", "soul")) == ["弓", "槌"]
    assert zone(r, "A", "hand") == ["盾"]
    assert any("11.8.4.1.1" in s.clauses for s in r.main.trace.steps)
    cost = "【自】【(R)】：このユニットがアタックした時、【コスト】[手札から望む枚数捨てる]ことで、１枚引く。"
    assert unsupported(run(cost, hand=hand))


def test_a_step_each_player_does() -> None:
    """「あなたと相手は、それぞれ１枚引く」: each player draws; 「あなたと相手はそれぞれ自分の
    リアガードを１枚選び、退却させる」: each chooses one of their own, the turn fighter first
    (1.3.4), and both are retired."""
    r = run("【自】【(R)】：このユニットがアタックした時、あなたと相手は、それぞれ１枚引く。")
    assert not unsupported(r) and hand_size(r) == 1
    assert len(r.main.final.players["B"].zones["hand"]) == 1
    text = "【自】【(R)】：このユニットがアタックした時、あなたと相手はそれぞれ自分のリアガードを１枚選び、退却させる。"
    two = "right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    both = "choices:\n  - {player: A, choose: 弓兵}\n  - {player: B, choose: 槍兵}"
    r2 = run(text, extra=two, choices=both)
    assert (
        not unsupported(r2)
        and zone(r2, "A", "drop") == ["弓兵"]
        and zone(r2, "B", "drop") == ["槍兵"]
    )
    assert any("1.3.4" in s.clauses for s in r2.main.trace.steps)


DOWN_BOARD = """\
game: vg
title: t
turn: {player: A, number: 5, first_player: A}
players:
  A:
    vanguard: {name: 小竜, grade: 1, power: 8000}
    hand:
      - {name: 竜王, type: normal, grade: 2, power: 10000, text: "TEXT"}
    ride_deck: [{name: 竜王, type: normal, grade: 2, power: 10000, text: "TEXT"}]
    deck: [{name: 山1, type: normal}, 9]
  B: {vanguard: {name: 騎士, grade: 2}, deck: 10}
actions:
  - {do: ride_phase, card: 竜王, from: FROM}
choices:
  - {player: A, at: cost, choose: yes}
"""


def test_a_cost_reduced_by_how_the_unit_appeared() -> None:
    """「このユニットが手札からライドしたなら、このコストで払う【ソウルブラスト】は(1)減る。」 before
    the trigger: ridden from the hand, the cost's soul blast is one less (7.28.1; the text beats
    the rules, 1.3.1) — the soul keeps the unit ridden upon; from the ride deck, it is paid."""
    text = (
        "【自】：このユニットが手札からライドしたなら、このコストで払う【ソウルブラスト】は(1)減る。"
        "このユニットが(V)に登場した時、【コスト】[【ソウルブラスト】(1)]することで、１枚引く。"
    )
    board = DOWN_BOARD.replace("TEXT", text)
    hand = resolve(loads(board.replace("FROM", "hand"), "t.yaml"))
    assert not unsupported(hand) and zone(hand, "A", "hand") == ["山1"]
    assert zone(hand, "A", "soul") == ["小竜"]
    assert any("7.28.1" in s.clauses for s in hand.main.trace.steps)
    deck = resolve(loads(board.replace("FROM", "ride_deck"), "t.yaml"))
    assert not unsupported(deck) and zone(deck, "A", "soul") == []
    assert "山1" in zone(deck, "A", "hand")  # paid in full: the soul blast took 小竜


RIDE_BOARD = """\
game: vg
title: t
turn: {player: A, number: 5, first_player: A}
players:
  A:
    vanguard: {name: 小竜, grade: 1, power: 8000, text: "TEXT"}
    hand: [{name: 竜王, type: normal, grade: 2, power: 10000, text: "TEXT"}]
    deck: [{name: 山1, type: normal}, 9]
  B: {vanguard: {name: 騎士, grade: 2}, deck: 10}
actions:
ACTIONS
"""


def test_whose_ride_and_whether_one_rode_this_turn() -> None:
    """「あなたがライドした時」 / 「相手がライドした時」: the player the subject names rode (6.3.4) —
    before, any such trigger read the master's ride; 「このターンにあなたがライドしているなら」: read
    from the turn's events as that trigger reads one."""
    ride = "  - {do: ride_phase, card: 竜王}"

    def board(text: str, actions: str):  # type: ignore[no-untyped-def]
        src = RIDE_BOARD.replace("TEXT", text).replace("ACTIONS", actions)
        return resolve(loads(src, "t.yaml"))

    mine = board("【自】【(V)】：あなたがライドした時、１枚引く。", ride)
    assert not unsupported(mine) and "山1" in zone(mine, "A", "hand")
    theirs = board("【自】【(V)】：相手がライドした時、１枚引く。", ride)
    assert not unsupported(theirs) and "山1" not in zone(theirs, "A", "hand")
    history = "【自】【(V)】：このユニットがアタックした時、このターンにあなたがライドしているなら、１枚引く。"
    attack = "  - {do: attack, attacker: vanguard, target: vanguard}"
    rode = board(history, f"{ride}\n{attack}")
    stayed = board(history, attack)  # no ride: the same attack and drive check, no draw
    assert not unsupported(rode) and not unsupported(stayed)
    assert len(zone(rode, "A", "deck")) == len(zone(stayed, "A", "deck")) - 1
