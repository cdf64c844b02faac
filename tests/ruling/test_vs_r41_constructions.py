"""vs constructions and citations added in round 41 (s38vs), each on a minimal board.

Card text (from the refusals of the development card sets cards_r31–r36): a cost of hand cards
revealed (「[手札の♥のカードを1枚公開する]」, 4.16.1, 3.1.6, 3.1.8); a one-shot 「…の技は（すべて）
追加で《X》になる」 on the card chosen or a player's ring card (2.15.2, 6.8.1.3); a declared work
name and 「Xがその作品名を持つなら」 (2.9.2, 2.9.1); 「相手のカードの効果によって…置かれた時」 (4.15.2,
4.15.3); a replacement sending an opponent's card to 「相手のリタイヤ置場」 (3.1.4, 8.10.2.3).
Readings: declared_work_mutual_reference (2.9.2.1 / 2.9.1.1), added_attribute_card_without_
technique (2.15.2 / 2.15.1). Citations: several partner names / titles (2.5.2, 2.6.2), a cost's
definition on a refusal (4.16.1), the heal-text rule an appendix exception excepts (2.18.2.1.2)."""

from __future__ import annotations

import pytest

from ruling.games._vs import appendix
from tests.ruling.boards import problems, vs_ability, vs_refused

HEAD = "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: ability, first_player: B}\n"


def _bench(text: str, hand: str, expect: str, actions: str = "  - {do: use, card: 律子}\n") -> str:
    return (
        HEAD + "players:\n  A:\n    deck: 10\n"
        f"    hand: {hand}\n"
        "    ring: {name: 千早, ap: 2000, dp: 2000}\n"
        f'    bench:\n      left: {{name: 律子, ap: 1000, dp: 1000, text: "{text}"}}\n'
        "  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 2000}}\n"
        f"actions:\n{actions}expect:\n{expect}"
    )


REVEAL = "[ベンチ][手札の♥のカードを1枚公開する]あなたは1枚引く。"


def test_a_hand_card_revealed_as_the_cost_stays_in_the_hand() -> None:
    assert vs_ability(REVEAL).supported
    hand = (
        "[{name: 伊織, gender: 女, ap: 1000, dp: 1000}, {name: 真, gender: 男, ap: 1000, dp: 1000}]"
    )
    got = problems(
        _bench(
            REVEAL,
            hand,
            "  state: {A.hand: 3, 伊織.zone: A.hand}\n"
            '  decided_by: ["3.1.6", "4.16.1", "3.1.8", "2.4.1.1"]\n',
        )
    )
    assert not got, got


def test_a_reveal_cost_with_no_such_hand_card_cannot_be_paid() -> None:
    hand = "[{name: 真, gender: 男, ap: 1000, dp: 1000}]"
    got = problems(
        _bench(
            REVEAL,
            hand,
            '  outcome: {rejected: true}\n  state: {A.hand: 1}\n  decided_by: ["8.5.1.3.2", "4.16.1"]\n',
            "  - {do: use, card: 律子, allowed: false}\n",
        )
    )
    assert not got, got


@pytest.mark.parametrize(
    "grant",
    [
        "あなたのリングのカードを1枚選ぶ。そのカードの技は、ターンの終わりまで追加で《音響》になる。",
        "あなたのリングのカードを1枚選び、このターン中、その技は追加で《音響》になる。",
        "このターン中、あなたのリングのカードの技はすべて追加で《音響》になる。",
    ],
)
def test_an_attribute_added_for_the_turn_to_a_chosen_or_ring_card(grant: str) -> None:
    assert vs_ability(f"[ベンチ][このカードをレストする]{grant}").supported
    scn = (
        HEAD + "players:\n  A:\n    deck: 10\n"
        "    ring: {name: 千早, ap: 2000, dp: 2000}\n    bench:\n"
        f'      left: {{name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]{grant}"}}\n'
        '      center: {name: 亜美, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングの《音響》のカードを+1000/+0。"}\n'
        "  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 2000}}\n"
        "actions:\n  - {do: use, card: 律子}\nexpect:\n"
        '  state: {千早.ap: 3000}\n  decided_by: ["2.15.2", "6.8.1.3"]\n'
    )
    got = problems(scn)
    assert not got, got


def test_an_attribute_added_for_this_attack_compiles() -> None:
    assert vs_ability(
        "[リング]このカードがアタックした時、このアタック中、このカードの技はすべて追加で《茶園》になる。"
    ).supported


DECLARE = (
    "[リング]このカードがアタックした時、あなたは作品名を1つ宣言する。相手のリングのカードがその"
    "作品名を持つなら、相手のリングのカードを+0/-2000。"
)


@pytest.mark.parametrize(("declared", "zone"), [("星海の歌姫", "B.retire"), ("other", "B.ring")])
def test_a_declared_work_name_and_that_work(declared: str, zone: str) -> None:
    assert vs_ability(DECLARE).supported
    scn = (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: ability, first_player: B}\n"
        "players:\n  A:\n    deck: 10\n"
        f'    ring: {{name: 千早, ap: 1000, dp: 2000, text: "{DECLARE}"}}\n'
        "    bench: {left: {name: 律子, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: [{name: 雪歩, ap: 1000, dp: 3000}, 5]\n"
        "    ring: {name: 美希, ap: 1000, dp: 2000, work: 星海の歌姫}\n    retire: 0\n"
    )
    scn += (
        "actions:\n  - {do: attack, support: 律子}\n"
        f"choices:\n  - {{player: A, at: declare, choose: {declared}}}\n"
        f'expect:\n  state: {{美希.zone: {zone}}}\n  decided_by: ["2.9.2", "2.9.1"]\n'
    )
    got = problems(scn)
    assert not got, got


RETIRED = (
    "[リング]このカードが相手のカードの効果によってリタイヤ置場に置かれた時、あなたは2枚引く。"
)


def test_put_there_by_an_effect_of_the_opponents_card() -> None:
    assert vs_ability(RETIRED).supported
    scn = (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: chara, first_player: B}\n"
        "players:\n  A:\n    deck: 10\n    ring: {name: 千早, ap: 2000, dp: 2000}\n"
        '    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]相手のリングのカードを+0/-1000。"}}\n'
        "  B:\n    deck: [{name: 雪歩, ap: 1000, dp: 3000}, 5]\n    hand: 0\n"
        f'    ring: {{name: 美希, ap: 1000, dp: 1000, text: "{RETIRED}"}}\n'
        "actions:\n  - {do: check_timing}\n"
        # a rule process is no effect and has no source (4.15.3): no trigger
        'expect:\n  state: {B.hand: 0}\n  triggered: {美希: 0}\n  decided_by: ["4.15.3", "4.15.2"]\n'
    )
    got = problems(scn)
    assert not got, got


def test_a_replacement_to_the_opponents_own_zone_compiles() -> None:
    assert vs_ability(
        "[ベンチ]相手のカードが控え室に置かれる時、かわりに相手のリタイヤ置場に置く。"
    ).supported
    # the zone of a player other than the replaced card's owner stays refused
    assert vs_refused(
        "[ベンチ]相手のカードが控え室に置かれる時、かわりにあなたのリタイヤ置場に置く。"
    )


def test_an_added_attribute_on_a_card_printing_no_technique_is_a_reading() -> None:
    base = (
        HEAD + "players:\n  A:\n    deck: 10\n    hand: 0\n"
        "    ring: {name: 千早, ap: 2000, dp: 2000}\n    bench:\n"
        '      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]すべてのプレイヤーの、リタイヤ置場のカードの技は追加で《素敵》になる。"}\n'
        '      center: {name: 亜美, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは自分のリタイヤ置場の《素敵》のカードを1枚選び、自分の手札に置く。"}\n'
        "    retire: [{name: 雪歩, ap: 1000, dp: 1000TEXT}]\n"
        "  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 2000}}\n"
        "actions:\n  - {do: use, card: 亜美}\nexpect:\n"
    )
    blank = base.replace("TEXT", ', text: ""') + (
        '  ambiguous: ["2.15.2", "2.15.1"]\n  readings:\n'
        "    card_gains: {state: {雪歩.zone: A.hand}}\n"
        "    no_technique: {state: {雪歩.zone: A.retire}}\n"
    )
    got = problems(blank)
    assert not got, got
    # a card with a technique gains it: no point raised
    printed = (
        base.replace("TEXT", ', text: "[リング]このカードがアタックした時、あなたは1枚引く。"')
        + '  ambiguous: false\n  state: {雪歩.zone: A.hand}\n  decided_by: ["2.15.2"]\n'
    )
    got = problems(printed)
    assert not got, got


def test_several_partner_names_and_titles_are_cited() -> None:
    scn = (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: ability, first_player: B}\n"
        "players:\n  A:\n    deck: 10\n    ring: {name: 千早, ap: 3000, dp: 2000}\n"
        "    bench: {left: {name: 律子, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: 10\n    hand: [{name: 真, title: リーダー, ap: 1000, dp: 1000}]\n"
        "    ring: {name: 美希, ap: 1000, dp: 2000, partner_name: 春香/真, partner_title: リーダー}\n"
        "actions:\n  - {do: attack, support: 律子, partner_block: 真}\n"
        # one partner title only: 2.6.2 is not read, 2.5.2 is
        'expect:\n  state: {美希.damage: 0}\n  decided_by: ["2.5.2", "2.7.2"]\n'
        '  not_decided_by: ["2.6.2"]\n'
    )
    got = problems(scn)
    assert not got, got


def test_an_unpayable_bracketed_cost_cites_what_a_cost_is() -> None:
    got = problems(
        HEAD + "players:\n  A:\n    deck: 10\n    hand: 0\n"
        "    energy: [{state: rest}]\n    ring: {name: 千早, ap: 2000, dp: 2000}\n"
        '    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][エネルギーを1枚レストする]あなたは1枚引く。"}}\n'
        "  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 2000}}\n"
        "actions:\n  - {do: use, card: 律子, allowed: false}\n"
        'expect:\n  outcome: {rejected: true}\n  decided_by: ["4.16.1", "4.16.2", "8.5.1.3.2"]\n'
    )
    assert not got, got


def test_the_heal_text_of_2_18_2_1_2_is_read_with_its_A() -> None:
    heal = "あなたのリタイヤが相手より多いなら、あなたは自分のリタイヤ置場の《妹》を１枚選び、自分の控え室に置く。"
    assert appendix.text_icon(heal) == ("heal", ("2.18.2.1.2",))
    fire = "あなたは相手のフィールドのカードを、あなたのリタイヤ置場の《妹》と同じ枚数選び、相手の控え室に置く。"
    assert appendix.text_icon(fire) == ("fire", ("2.18.2.1.1",))
    assert appendix.text_icon("あなたは2枚引く。") is None


NO_STAND = (
    "[ベンチ][このカードをレストする]相手のベンチのカードを1枚選び、レストする。そのカードは次の"
    "スタンドフェイズにスタンドしない。"
)


@pytest.mark.parametrize(
    ("text", "state"), [(NO_STAND, "rest"), ("[ベンチ]あなたは1枚引く。", "stand")]
)
def test_a_card_kept_from_standing_in_its_next_stand_phase(text: str, state: str) -> None:
    assert vs_ability(NO_STAND).supported
    scn = (
        HEAD
        + "players:\n  A:\n    deck: 10\n    hand: 0\n    ring: {name: 千早, ap: 2000, dp: 2000}\n"
        f'    bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{text}"}}}}\n'
        "  B:\n    deck: 10\n    ring: {name: 美希, ap: 2000, dp: 2000}\n"
        "    bench: {left: {name: 雪歩, ap: 1000, dp: 1000, state: rest}}\n"
        "actions:\n  - {do: use, card: 律子}\n  - {do: end_phase}\n  - {do: stand_phase}\n"
        f"expect:\n  state: {{雪歩.state: {state}}}\n  decided_by: "
        + ('["1.3.3", "6.2.1.3"]\n' if state == "rest" else '["6.2.1.3"]\n')
    )
    got = problems(scn)
    assert not got, got
    # the stand phase after that one stands it again: the effect ended
    if state == "rest":
        again = (
            scn.replace(
                "  - {do: stand_phase}\n",
                "  - {do: stand_phase}\n  - {do: end_phase}\n  - {do: stand_phase}\n  - {do: end_phase}\n"
                "  - {do: stand_phase}\n",
            )
            .replace("雪歩.state: rest", "雪歩.state: stand")
            .replace('"1.3.3", ', "")
        )
        got = problems(again)
        assert not got, got


def test_another_players_stand_phase_is_refused() -> None:
    assert vs_refused(
        "[リング]このカードがリングに置かれた時、相手のベンチのカードを1枚選び、レストする。そのカードは"
        "次のあなたのスタンドフェイズにスタンドしない。"
    )
