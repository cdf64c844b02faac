"""An axes probe of the ws card-text compiler (issue 12, round 27): minimal ability texts made
from frames × the values of one grammatical axis each — a move from every source zone to every
destination with every quantity (「N枚」, 「N枚まで」, 「すべて」, 「好きな枚数」) and the count
floated or chosen, the cards at an end of a pile, every trigger and effect of the rules' card-text
chapters — compiled; prints the share that runs and the refusals grouped by reason, with examples.

    python bench/axes_ws.py [FAMILY-PREFIX ...]     (move, direct, top, trigger, effect, prohibit)

No card text of any blind set is read: every text is written here. Many variants are nonsense
(「手札のカードを手札に加える」); a refusal there is right, and is read as such.
"""

from __future__ import annotations

import itertools
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import ruling.games.ws  # noqa: E402, F401  (registers the ws card-text compiler)
from ruling.abilities import _abilities  # noqa: E402

TRIG = "【自】 このカードがアタックした時、"

QTY = {
    "1": "1枚",
    "upto": "1枚まで",
    "2": "2枚",
    "upto2": "2枚まで",
    "any": "好きな枚数",
    "all": "すべて",
}

# sources a card can be chosen from (phrase before 「の」 + noun)
SRC = {
    "hand": "自分の手札",
    "wr": "自分の控え室",
    "clock": "自分のクロック",
    "stock": "自分のストック",
    "memory": "自分の思い出",
    "level": "自分のレベル置場",
    "stage": "自分の舞台",
    "opp_stage": "相手の舞台",
    "opp_wr": "相手の控え室",
    "opp_hand": "相手の手札",
    "opp_clock": "相手のクロック",
    "front": "自分の前列",
    "back": "自分の後列",
}
DST = {
    "hand_add": "手札に加える",
    "hand_ret": "手札に戻す",
    "wr": "控え室に置く",
    "deck_top": "山札の上に置く",
    "deck_bottom": "山札の下に置く",
    "deck_ret": "山札に戻す",
    "clock": "クロック置場に置く",
    "stock": "ストック置場に置く",
    "memory": "思い出にする",
    "memory2": "思い出置場に置く",
    "level": "レベル置場に置く",
    "stage": "舞台の好きな枠に置く",
    "front": "前列のキャラのいない枠に置く",
    "marker": "このカードの下にマーカーとして置く",
}
NOUN = {
    "chara": "キャラ",
    "card": "カード",
    "cx": "クライマックス",
    "event": "イベント",
    "trait": "《音楽》のキャラ",
}
TOP = {
    "top1": "自分の山札の上から1枚",
    "top2": "自分の山札の上から2枚",
    "opp_top1": "相手の山札の上から1枚",
    "clock_top": "自分のクロックの上から1枚",
    "stock_top": "自分のストックの上から1枚",
    "stock_bottom": "自分のストックの下から1枚",
    "wr_top": "自分の控え室の上から1枚",
    "deck_bottom1": "自分の山札の下から1枚",
}
TRIGGERS = {
    "attack": "このカードがアタックした時",
    "front": "このカードがフロントアタックした時",
    "side": "このカードがサイドアタックした時",
    "direct": "このカードがダイレクトアタックした時",
    "placed": "このカードが舞台に置かれた時",
    "from_hand": "このカードが手札から舞台に置かれた時",
    "played": "このカードがプレイされて舞台に置かれた時",
    "reversed": "このカードが【リバース】した時",
    "opp_reversed": "このカードのバトル相手が【リバース】した時",
    "to_wr": "このカードが舞台から控え室に置かれた時",
    "cx_placed": "あなたのクライマックス置場にクライマックスが置かれた時",
    "cx_played": "あなたがクライマックスをプレイした時",
    "other_placed": "他のあなたのキャラが舞台に置かれた時",
    "other_trait_hand": "他のあなたの《音楽》のキャラが手札から舞台に置かれた時",
    "attacked": "このカードがアタックされた時",
    "front_attacked": "このカードがフロントアタックされた時",
    "levelup": "あなたがレベルアップした時",
    "opp_levelup": "相手がレベルアップした時",
    "level_placed": "あなたのレベル置場にカードが置かれた時",
    "attack_begin": "あなたのアタックフェイズの始めに",
    "opp_attack_begin": "相手のアタックフェイズの始めに",
    "encore_begin": "相手のアンコールステップの始めに",
    "draw_begin": "あなたのドローフェイズの始めに",
    "main_begin": "あなたのメインフェイズの始めに",
    "cx_begin": "あなたのクライマックスフェイズの始めに",
    "end_begin": "あなたのエンドフェイズの始めに",
    "turn_end": "あなたのターンの終わりに",
    "battle_end": "バトルしているこのカードが【リバース】した時",
    "trig_cx": "このカードのトリガーチェックでクライマックスが出た時",
    "trig_soul": "あなたのトリガーチェックでソウルトリガーのクライマックスが出た時",
    "to_wr_hand": "このカードが手札から控え室に置かれた時",
    "counter": "あなたがカウンターをプレイした時",
    "event": "あなたがイベントをプレイした時",
    "dmg_cancel": "このカードのアタックのダメージがキャンセルされた時",
    "dmg_cancel2": "このカードの与えたダメージがキャンセルされた時",
    "opp_dmg_cancel": "相手がダメージキャンセルした時",
    "clock_placed": "あなたのクロック置場にカードが置かれた時",
    "take_dmg": "あなたがダメージを受けた時",
    "to_memory": "このカードが思い出にされた時",
    "opp_chara_placed": "相手のキャラが舞台に置かれた時",
    "other_reversed": "他のあなたのキャラが【リバース】した時",
    "opp_chara_reversed": "相手のキャラが【リバース】した時",
    "enc": "このカードがアンコールで舞台に置かれた時",
    "change": "このカードがチェンジで舞台に置かれた時",
    "stand_phase": "あなたのスタンドフェイズの始めに",
    "climax_phase_opp": "相手のクライマックスフェイズの始めに",
    "bond": "このカードが手札から舞台に置かれた時、あなたはコストを払ってよい",
    "moved": "このカードが移動した時",
    "rested": "このカードが【レスト】した時",
    "battle_opp_level": "このカードとバトルしているキャラが【リバース】した時",
    "deck_refresh": "あなたがリフレッシュした時",
    "shot": "このカードがアタックしたターン中",
    # round 28: events of chapters 4-10 a card or a player takes part in
    "stood": "このカードが【スタンド】した時",
    "rested_passive": "このカードが【レスト】された時",
    "stand_state": "このカードが【スタンド】状態になった時",
    "facing_rested": "このカードの正面のキャラが【レスト】した時",
    "encore_used": "このカードがアンコールを使った時",
    "encore_bare": "他のあなたのキャラがアンコールで舞台に置かれた時",
    "you_encore": "あなたがアンコールを使った時",
    "left_stage": "このカードが舞台から離れた時",
    "left_front": "このカードが前列から離れた時",
    "made_memory": "このカードが思い出にされた時",
    "drew": "あなたがカードを引いた時",
    "opp_drew": "相手が山札からカードを引いた時",
    "moved_any": "このカードが移動した時",
    "moved_row": "他のあなたのキャラが前列に移動した時",
    "event_played": "あなたのイベントがプレイされた時",
    "played_from_hand": "相手が手札からキャラをプレイした時",
    "this_played": "このカードがプレイされた時",  # refused by name (2.12.2.1)
}
# round 28: prohibitions of an action the rules give a player (1.3.3), in a continuous ability
PROHIBITIONS = {
    "encore": "相手はアンコールできない。",
    "encore_use": "相手はアンコールを使えない。",
    "backup": "相手は助太刀できない。",
    "counter_bare": "相手はカウンターをプレイできない。",
    "counter": "相手は【カウンター】を手札からプレイできない。",
    "hand_event": "相手は手札のイベントをプレイできない。",
    "climax": "相手はクライマックスをプレイできない。",
    "clock_put": "相手はクロックフェイズに手札のカードをクロック置場に置けない。",
    "clock_own": "相手は相手のクロックフェイズに手札のキャラをクロック置場に置けない。",
    "clock_draw": "あなたは自分のクロックフェイズに手札のクライマックスをクロック置場に置いてカードを2枚引くことができない。",
    "clock_other": "相手はあなたのクロックフェイズに手札のカードをクロック置場に置けない。",  # refused
}
EFFECTS = {
    "draw": "あなたは1枚引く。",
    "draw_upto": "あなたは1枚まで引く。",
    "draw_may": "あなたは1枚引いてよい。",
    "draw2": "あなたは2枚引く。",
    "draw_card": "あなたはカードを1枚引く。",
    "draw_deck": "あなたは自分の山札から1枚引く。",
    "draw_upto2": "あなたは2枚まで引く。",
    "power": "そのターン中、このカードのパワーを＋1000。",
    "soul": "そのターン中、このカードのソウルを＋1。",
    "level": "そのターン中、このカードのレベルを＋1。",
    "stock": "あなたは自分の山札の上から1枚を、ストック置場に置く。",
    "stock_may": "あなたは自分の山札の上から1枚を、ストック置場に置いてよい。",
    "heal": "あなたは自分のクロックの上から1枚を選び、控え室に置く。",
    "dmg": "相手に1ダメージを与える。",
    "dmg_may": "相手に1ダメージを与えてよい。",
    "rest": "このカードを【レスト】する。",
    "stand": "このカードを【スタンド】する。",
    "memory": "このカードを思い出にする。",
    "salvage": "あなたは自分の控え室のキャラを1枚選び、手札に戻す。",
    "search": "あなたは自分の山札を見て《音楽》のキャラを1枚まで選んで相手に見せ、手札に加える。その山札をシャッフルする。",
    "bounce": "あなたは相手のキャラを1枚選び、手札に戻す。",
    "discard": "あなたは自分の手札を1枚選び、控え室に置く。",
    "opp_discard": "相手は自分の手札を1枚選び、控え室に置く。",
    "clock_self": "あなたは自分の山札の上から1枚を、クロック置場に置く。",
}


def frames() -> dict[str, list[str]]:
    f: dict[str, list[str]] = defaultdict(list)
    # move from a source to a destination with a quantity and a noun
    for (sk, s), (dk, d), (qk, q), (_nk, n) in itertools.product(
        SRC.items(), DST.items(), QTY.items(), [("chara", "キャラ"), ("card", "カード")]
    ):
        if qk in ("upto2",):
            continue
        f[f"move:{sk}->{dk}"].append(f"{TRIG}あなたは{s}の{n}を{q}選び、{d}。")
    for (sk, s), (dk, d) in itertools.product(TOP.items(), DST.items()):
        f[f"top:{sk}->{dk}"].append(f"{TRIG}あなたは{s}を、{d}。")
        f[f"top:{sk}->{dk}"].append(f"{TRIG}あなたは{s}を{d}。")
    # unchosen moves: 「手札を1枚控え室に置く」
    for (sk, s), (dk, d), (_qk, q), (_nk, n) in itertools.product(
        SRC.items(), DST.items(), QTY.items(), [("none", ""), ("chara", "キャラ")]
    ):
        obj = f"{s}の{n}" if n else s
        f[f"direct:{sk}->{dk}"].append(f"{TRIG}あなたは{obj}を{q}{d}。")
    # triggers with a plain draw
    for tk, t in TRIGGERS.items():
        if tk == "bond":
            f[f"trigger:{tk}"].append(f"【自】［(1)］ {t}。そうしたら、あなたは1枚引く。")
        else:
            f[f"trigger:{tk}"].append(f"【自】 {t}、あなたは1枚引く。")
    # effects after the plain trigger
    for ek, e in EFFECTS.items():
        f[f"effect:{ek}"].append(f"{TRIG}{e}")
    for pk, pr in PROHIBITIONS.items():
        f[f"prohibit:{pk}"].append(f"【永】 {pr}")
        f[f"prohibit:{pk}"].append(f"{TRIG}そのターン中、{pr}")
    return f


def run(fr: dict[str, list[str]], show: int = 2) -> None:
    reasons: Counter[str] = Counter()
    ex: dict[str, list[str]] = defaultdict(list)
    fam_bad: Counter[str] = Counter()
    fam_tot: Counter[str] = Counter()
    for fam, texts in fr.items():
        for t in texts:
            fam_tot[fam] += 1
            try:
                abs_ = _abilities("ws", t, "CH")
            except Exception as e:  # noqa: BLE001
                r = f"CRASH {type(e).__name__}: {e}"
                abs_ = ()
                reasons[r] += 1
                ex[r].append(t)
                fam_bad[fam] += 1
                continue
            bad = [a for a in abs_ if not a.supported]
            if bad or not abs_:
                fam_bad[fam] += 1
                r = bad[0].reason if bad else "no ability"
                reasons[r] += 1
                if len(ex[r]) < show:
                    ex[r].append(t)
    tot = sum(fam_tot.values())
    badn = sum(fam_bad.values())
    print(f"total {tot}, refused {badn} ({100 * (tot - badn) / tot:.1f}% run)")
    for r, n in reasons.most_common():
        print(f"{n:5d}  {r}")
        for t in ex[r]:
            print("        ", t)
    print("--- families")
    for fam in sorted(fam_tot):
        if fam_bad[fam]:
            print(f"{fam_bad[fam]:4d}/{fam_tot[fam]:4d} {fam}")


if __name__ == "__main__":
    fr = frames()
    if len(sys.argv) > 1:
        fr = {k: v for k, v in fr.items() if any(k.startswith(p) for p in sys.argv[1:])}
    run(fr)
