"""AST → canonical card text (the normalised form). ``render(parse(t)) == normalise(t)`` is
the round-trip check of the coverage report: whatever the AST forgets shows up there."""

from __future__ import annotations

from contextvars import ContextVar

from grammar import ast as A
from grammar import coname, mcvalue
from grammar import keywords as K
from grammar import lexicon as L
from grammar.dialect import DIALECTS

_GAME: ContextVar[str] = ContextVar("game", default="ws")

ROLE_PARTICLE = {
    A.Role.TOPIC: "は",
    A.Role.SUBJECT: "が",
    A.Role.SUBJECT_NO: "の",
    A.Role.OBJECT: "を",
    A.Role.GOAL: "に",
    A.Role.SOURCE: "から",
    A.Role.MEANS: "で",
    A.Role.LIMIT: "まで",
    A.Role.DIRECTION: "へ",
    A.Role.WITH: "と",
    A.Role.ALSO: "も",
    A.Role.ONLY: "しか",
    A.Role.THAN: "より",
    A.Role.NONE: "",
    A.Role.PREDICATE: "",
    A.Role.TIME: "",
    A.Role.PER: "につき",
    A.Role.INSTEAD_OF: "ではなく",
    A.Role.MEASURE: "分",
    A.Role.IN_PLACE_OF: "のかわりに",
    A.Role.AS_IS: "のまま",
    A.Role.AS_POSSIBLE: "可能な限り",
    A.Role.AS_IF_IN: "にあるかのように",
    A.Role.BY: "によって",
    A.Role.ACCORDING: "により",
    A.Role.AGAINST: "に対して",
    A.Role.IN_CASE: "では",
    A.Role.EVEN: "でも",
    A.Role.EVEN_FROM: "からでも",
    A.Role.RESTRICTION: "",
}
_WHEN_TEXT = ("時", "とき", "ときに", "たびに", "たび", "時に", "直後", "直後に")
MARKER_TEXT = {
    A.AbilityKind.AUTO: "【自】",
    A.AbilityKind.CONTINUOUS: "【永】",
    A.AbilityKind.ACTIVATED: "【起】",
}
ADJ_TEXT = {
    "equal": "等しい",
    "same": "同じ",
    "lowest": "1番低い",
    "highest": "1番高い",
    "higher": "高い",
    "lower": "低い",
    "more": "多い",
    "fewer": "少ない",
}
# 同じでない / 等しくない (the form NEGATIVE)
ADJ_NEG_TEXT = {"same": "同じでない", "equal": "等しくない"}
# 大きい / 小さい (variant 1 of higher / lower)
ADJ_WIDE_TEXT = {"higher": "大きい", "lower": "小さい"}
_UNIT_TEXT = {
    "card": "枚",
    "times": "回",
    "item": "つ",
    "piece": "個",
    "damage": "ダメージ",
    "turn": "ターン",
    "body": "体",
    "point": "点",
    "ordinal": "回目",
    "color": "色",  # 4色以上 (colours counted)
    "person": "人",  # 対象のデュエルマスター1人 (players counted; 1名 alike)
    "none": "",
}
_BOUND_TEXT = {"exact": "", "up_to": "まで", "at_least": "以上", "at_most": "以下"}
_BOUND_TEXT["less_than"] = "未満"
_BOUND_TEXT["from"] = "以降"
_CMP_TEXT = {"eq": "", "ge": "以上", "le": "以下", "lt": "未満"}
_STAT_TEXT = {"power": "パワー", "soul": "ソウル", "level": "レベル", "cost": "コスト"}
_STAT_TEXT.update(
    {"grade": "グレード", "shield": "シールド", "critical": "クリティカル", "drive": "ドライブ"}
)
_SURFACES: dict[tuple[str, str], tuple[str, ...]] = dict(L.NOUN_SURFACE)
for _game_nouns in L.GAME_NOUNS.values():
    for _surface, (_cls, _ident, _variant) in _game_nouns.items():
        _SURFACES.setdefault((_cls, _ident), (_surface,))


def _num(n: A.Number) -> str:
    return n.variable if n.value is None and n.variable else str(n.value)


def _word(cls: str, ident: str, variant: int) -> str:
    return _SURFACES[(cls, ident)][variant]


def render_term(t: A.Term) -> str:
    match t:
        case A.Owner(who, variant):
            return _word("owner", who, variant)
        case A.Zone(ident, variant):
            return _word("zone", ident, variant)
        case A.Position(ident, variant):
            return _word("position", ident, variant)
        case A.CardKind(ident, variant):
            return _word("kind", ident, variant)
        case A.Ref(ident, variant):
            return _word("ref", ident, variant)
        case A.Word(ident, variant):
            return _word("word", ident, variant)
        case A.Stat(ident):
            return _STAT_TEXT[ident]
        case A.Name(text):
            return f"「{text}」"
        case A.CardName(text) | A.Work(text):
            return f"『{text}』"
        case A.StatValue(stat, A.NounPhrase() as np, sign):
            return f"「{mcvalue.stat_name(stat)}:{sign}{render_np(np)}」"
        case A.Dice() | A.StatValue() | A.Characteristic():
            return f"「{mcvalue.text(t)}」"
        case A.Standing(keyword):
            game = _GAME.get()
            text = render_keyword(keyword, game)
            # MC: 「…」 is the notation itself
            return text if DIALECTS[game].name_token == "notation" else f"「{text}」"
        case A.StatPair():
            return f"「{coname.pair_text(t)}」"
        case A.Trait(text):
            return f"《{text}》"
        case A.Race(text):
            return f"〈{text}〉"
        case A.Named(text, head):
            return text + render_term(head)
        case A.Icon(name):
            return "{" + name + "}"
        case A.Number():
            return _num(t)
        case A.Count(value=A.NounPhrase() as value, unit="point"):
            # 「XのAPと同じ点数」: a number of points given by the value X names
            return f"{render_np(value)}と同じ点数"
        case A.Count(value=value, bound=bound) if value is not None:
            # 「【1D-3】枚」 / 「【このユニットの攻撃力】枚まで」: the value in 【】
            if isinstance(value, A.Dice):
                inner = mcvalue.text(value)
            elif isinstance(value, A.NounPhrase):
                inner = render_np(value)
            else:
                inner = value.name
            return f"【{inner}】枚" + ("まで" if bound == "up_to" else "")
        case A.Count(number, unit, bound, least) if least is not None:
            most = "望む枚数" if bound == "any" else _num(number) + "枚まで"  # type: ignore[arg-type]
            if not least.value and bound == "up_to":
                return f"{_num(number)}枚まで、望む枚数"  # type: ignore[arg-type]
            return f"{_num(least)}枚以上、{most}"
        case A.Count(number, unit, bound):
            if bound == "all":
                return "すべて"
            if bound == "any":
                return "望む枚数"
            assert number is not None
            if unit in ("stock", "paren"):
                return f"({_num(number)})"
            return _num(number) + _UNIT_TEXT[unit] + _BOUND_TEXT[bound]
        case A.StatFilter(stat, value, cmp):
            return _STAT_TEXT[stat.id] + _num(value) + _CMP_TEXT[cmp]
        case A.Quote(abilities):
            return "『" + "".join(render_ability(a, _GAME.get()) for a in abilities) + "』"
        case A.Relative(clause):
            return render_action(clause)
        case A.Label(name):
            return f"【{name}】"
        case A.Amount(sign, number):
            return {"+": "+", "-": "-", "x": "×"}[sign] + _num(number)
        case A.Placeholder(text):
            return text
        case A.Literal(text):
            return f"“{text}”"
        case A.Unknown(text):
            return text
        case A.Timing():
            return render_body(t)
    raise TypeError(f"not a term: {t!r}")


def render_np(np: A.NounPhrase) -> str:
    out = [render_term(np.terms[0])] if np.terms else []
    for link, term in zip(np.links, np.terms[1:], strict=True):
        out.append(link)
        out.append(render_term(term))
    return "".join(out)


def render_arg(arg: A.Arg) -> str:
    if isinstance(arg.value, A.Duration):
        text = L.DURATION_SURFACE[arg.value.id][arg.value.variant]
    elif arg.role is A.Role.AS_IS and not arg.value.terms:
        text = "そのまま"  # as it is: no state named
    else:
        text = (
            render_np(arg.value)
            + ROLE_PARTICLE[arg.role]
            + ("も" if arg.also else "")
            + ("は" if arg.topic else "")
        )
    return text + ("、" if arg.pause else "")


def render_action(a: A.Action) -> str:
    args = "".join(render_arg(x) for x in a.args if x.role is not A.Role.RESTRICTION)
    # MC (…) after a nominal predicate (手札1枚破棄(「種族:ドラゴン」のカード))
    after = "".join(
        "(" + render_np(x.value) + ")"
        for x in a.args
        if x.role is A.Role.RESTRICTION and isinstance(x.value, A.NounPhrase)
    )
    if a.verb in ("when", "and"):
        return args + (_WHEN_TEXT[a.variant] if a.verb == "when" else "")
    if a.verb == "or":
        last = len(a.args) - 1
        return "".join(
            render_np(x.value) + ("か" + ("、" if x.pause else "") if i < last else "")
            for i, x in enumerate(a.args)
            if isinstance(x.value, A.NounPhrase)
        )
    if a.verb == "due":
        # 「XがYによる」: Y, the cause, closes the clause (parse's ``due_head``)
        by = [x for x in a.args if x.role is A.Role.BY]
        rest = "".join(render_arg(x) for x in a.args if x.role is not A.Role.BY)
        return rest + "".join(render_np(x.value) for x in by) + "による"
    if a.verb == "be":
        # the negative copula: ではない, or でない (variant 1, 「グレード３以上でないなら」)
        neg = "でない" if a.variant == 1 else "ではない"
        if a.form is A.Form.PAST:  # the copula's past: だった, or であった (variant 1)
            return args + ("であった" if a.variant == 1 else "だった")
        return args + (neg if a.form is A.Form.NEGATIVE else "")
    if a.verb == "stat_change":
        assert a.amount is not None
        amount = (
            render_term(a.amount.first) + "/" + render_term(a.amount.second)
            if isinstance(a.amount, A.AmountPair)
            else render_term(a.amount)
        )
        amount += "".join("/" + _STAT_TEXT[d.stat.id] + render_term(d.amount) for d in a.more)
        tail = "" if a.form is A.Form.NOMINAL else L.surface_form("do", a.form.value)
        return args + amount + tail
    if a.verb in ADJ_NEG_TEXT and a.form is A.Form.NEGATIVE:
        return args + ADJ_NEG_TEXT[a.verb]
    if a.verb in ADJ_TEXT:
        wide = a.variant == 1 and a.verb in ADJ_WIDE_TEXT
        return args + (ADJ_WIDE_TEXT[a.verb] if wide else ADJ_TEXT[a.verb])
    return args + L.surface_form(a.verb, a.form.value) + after + (a.modal or "")


def render_body(b: A.Action | A.Unparsed | A.Timing) -> str:
    if isinstance(b, A.Unparsed):
        return b.text
    if isinstance(b, A.Timing):
        if b.point == "at":  # a step named with に (``abilities.named_moment_trigger``)
            return render_np(b.scope) + "に"
        return render_np(b.scope) + L.TIMING_SURFACE[b.point][b.variant]
    return render_action(b)


_MARKER_TEXT: dict[str, tuple[str, ...]] = {
    "nara": ("なら",),
    "baai": ("場合",),
    "no_baai": ("の場合",),
    "kagiri": ("かぎり", "限り"),
    "tara": ("ら",),
    "sai": ("際",),
    "niatari": ("にあたり",),  # WS: 手札のこのカードをプレイするにあたり、
    "unless": ("なければ", "でなければ"),  # VG: この能力は…８枚以上なければ使えない
}


def render_condition(c: A.Condition) -> str:
    if c.marker == "chain":  # two conditions on one step, each with its marker and comma
        return "".join(render_condition(x) for x in c.parts)
    if c.marker == "surprise" and c.parts:  # VS [<event>時、<state>なら]→
        event, state = c.parts
        return "[" + render_body(event.clause) + "、" + render_condition(state)[:-1] + "]→"
    if c.marker == "surprise":  # VS [条件]→
        return "[" + render_body(c.clause) + "]→"
    if c.marker == "activation":  # MC 〈発動条件:…〉 (printed inside the block)
        return ""
    marker = _MARKER_TEXT[c.marker][c.variant]
    return render_body(c.clause) + marker + ("、" if c.pause else "")


def render_step(s: A.Step) -> str:
    out = ""
    lead = ""
    if s.lead is not None:
        lead = L.LEAD_SURFACE[s.lead][s.lead_variant] + ("、" if s.lead_pause else "")
    if not s.lead_late and not s.lead_after_cost:
        out += lead  # moved after the first argument below when ``lead_after_topic``
    if s.condition is not None:
        out += render_condition(s.condition)
    if s.lead_late and not s.lead_after_cost:
        out += lead
    if s.lead_inner is not None:  # その後、…なら、さらに…
        out += L.LEAD_SURFACE[s.lead_inner][s.lead_inner_variant]
        out += "、" if s.lead_inner_pause else ""
    if s.cost is not None:
        out += render_vg_cost(s.cost)
    if s.lead_after_cost:
        out += lead
    body = render_body(s.body)
    if s.lead_after_topic and isinstance(s.body, A.Action) and s.body.args:
        first = render_arg(s.body.args[0])  # あなたは｜かわりに｜…
        out = out[: len(out) - len(lead)] + first + lead + body[len(first) :]
        return out + ("!" if s.bang else "") + ("、" if s.pause else "")
    out += body
    return out + ("!" if s.bang else "") + ("、" if s.pause else "")


def render_sentence(s: A.Sentence) -> str:
    return "".join(render_step(st) for st in s.steps) + ("。" if s.period else "&" if s.amp else "")


def render_cost(c: A.Cost, game: str) -> str:
    parts = []
    for item in c.items:
        if isinstance(item.body, A.Count):
            parts.append(f"({_num(item.body.number)})" if item.body.number else "")
        else:
            parts.append(render_body(item.body) + ("、" if item.pause else ""))
    sep = "," if DIALECTS[game].bracket_costs else ""
    return "[" + sep.join(parts) + "]"


def render_vg_cost(c: A.Cost) -> str:
    """VG 【コスト】[…]することで、: する after a nominal last item (【カウンターブラスト】(1)),
    none after a verb (このユニットを退却させる)."""
    last = c.items[-1].body if c.items else None
    while isinstance(last, A.Action) and last.verb == "and" and last.args:
        term = (
            last.args[-1].value.terms[-1] if isinstance(last.args[-1].value, A.NounPhrase) else None
        )
        last = term.clause if isinstance(term, A.Relative) else None
    verbal = isinstance(last, A.Action) and last.form is not A.Form.NOMINAL
    tail = c.tail or ("ことで" if verbal else "することで")
    if tail == A.COST_NO_TAIL:  # ‘[(コスト)](効果)’: nothing between the bracket and the effect
        tail = ""
    return "【コスト】" + render_cost(c, "vg") + tail + ("、" if c.pause else "")


def _mc_keyword(k: A.Keyword) -> str:
    """MC keywords in the notation of the section defining them (``KeywordDef.notation``):
    「イニシアチブ:+1」 / 「弱点:禁呪(+2ダメージ)」, 【英雄】2 / 【専用】「種族:x」, 構築ルール:."""
    d = K.by_id("mc", k.id)
    notation = d.notation if d is not None else "label"
    if notation == "standing":
        value = ""
        for p in k.params:
            if isinstance(p, A.Amount) and value:
                value += "(" + render_term(p) + "ダメージ)"
            elif isinstance(p, A.Amount):
                value += render_term(p)
            elif isinstance(p, A.Name):
                value += p.text
        return f"「{k.name}:{value}」"
    if notation == "colon":
        return k.name + ":"
    if notation == "timing":
        return ""
    out = f"【{k.name}】"
    for p in k.params:
        out += f"「{p.text}」" if isinstance(p, A.Name) else render_term(p)  # type: ignore[arg-type]
    return out


def render_keyword(k: A.Keyword, game: str = "ws") -> str:
    if DIALECTS[game].name_token == "notation":
        return _mc_keyword(k)
    d = K.by_id(game, k.id) if k.id else None
    if d is not None and d.notation == "colon":
        # card information printed 「名前:値」 (VG 2.13.2 「イマジナリーギフト:フォース」)
        return k.name + ":" + "".join(p.text for p in k.params if isinstance(p, A.Name))
    out = k.name
    for i, p in enumerate(k.params):
        if isinstance(p, A.Name):  # 絆/「A」「B」: one slash before the names
            out += ("" if i and isinstance(k.params[i - 1], A.Name) else "/") + f"「{p.text}」"
        elif isinstance(p, A.StatFilter) and p.stat.id != "level":
            # VG 「爆裂成長期-グレード1以下」 (17.16.6.1): a unit condition after the dash
            out += "-" + render_term(p)
        elif isinstance(p, A.StatFilter):
            out += "レベル" + _num(p.value)
        elif isinstance(p, A.Number):
            out += _num(p)
        elif isinstance(p, A.Amount):
            out += render_term(p)
        elif isinstance(p, A.Zone):
            out += "-" + render_term(p)
    if DIALECTS[game].dash_keywords:  # VG parameters follow a dash: ドレスアップ-「名称」
        out = out.replace("/「", "-「")
    return out


def render_label(lb: A.Label) -> str:
    out = f"【{lb.name}】"
    if lb.count is not None:  # VG 【Gブレイク】(3)
        out += "(" + _num(lb.count) + ")"
    if lb.keyword is not None:  # VG 【メイトユニット】-「名称」 (14.54.2)
        out += "".join(
            "-「" + a.value.text + "」"
            for a in lb.keyword.args
            if not a.bare and isinstance(a.value, A.Name)
        )
    if lb.keyword is not None:  # VG 【超越】-ストライドステップ- (14.12.2)
        out += "".join(
            "-" + render_term(a.value) + "-"
            for a in lb.keyword.args
            if a.slot == "timing" and isinstance(a.value, A.Word)
        )
    if lb.keyword is not None:
        out += "".join(
            a.value.text for a in lb.keyword.args if a.bare and isinstance(a.value, A.Name)
        )
    return out


def render_ability(a: A.Ability, game: str) -> str:
    token = _GAME.set(game)
    try:
        return _render_ability(a, game)
    finally:
        _GAME.reset(token)


def _line_sentences(a: A.Ability, game: str) -> tuple[str, list[A.Reminder]]:
    """The effect sentences, with MC line breaks and the reminders printed just before a
    sentence's 。 (CO …を与える(この特殊能力は累積する)。); returns the other reminders."""
    rest = list(a.reminders)
    out = ""
    for i, s in enumerate(a.effect.sentences if a.effect is not None else ()):
        text = render_sentence(s)
        inner = [r for r in rest if s.period and r.span.start == s.span.end]
        if inner:
            text = text[:-1] + "".join(f"({r.text})" for r in inner) + "。"
            rest = [r for r in rest if all(r is not x for x in inner)]
        if s.new_line and i > 0:
            out += "\n"
        out += text
    return out, rest


def _render_line_ability(a: A.Ability, game: str) -> str:
    """vs / co / mc notations: VS {icon}[領域][コスト][条件]→…{icon}; MC marker, timing
    brackets and name, 〈…〉 block on the next line, effect on the same line as the block or
    on the next (``Sentence.new_line``); CO cost:effect."""
    form = DIALECTS[game].line_form
    head = tail = ""
    for lb in a.labels:
        if lb.kind == "mark":
            head += "{" + lb.name + "}" if form == "braced_lines" else lb.name
        elif lb.kind == "mark_tail":
            tail += "{" + lb.name + "}"
        elif lb.kind in ("area", "timing"):
            head += f"[{lb.name}]"
        elif lb.kind == "name" and form == "colon_lines":
            # CO 「癒し」…, 「歌声」:… (4.3.4): the name in its brackets, the colon if printed
            head += "「" + lb.name + "」" + (":" if lb.colon else "")
        elif lb.kind == "name":
            head += lb.name
        else:
            head += render_label(lb)
    sentences, reminders = _line_sentences(a, game)
    # reminders printed before the text (their span ends before the first part of it)
    starts = [
        x.span.start
        for x in (a.trigger, a.condition, *(a.effect.sentences if a.effect else ()))
        if x is not None and x.span.end > x.span.start
    ]
    if a.keyword is not None and a.keyword.span.end > a.keyword.span.start:
        starts.append(a.keyword.span.start)
    lead = [r for r in reminders if starts and r.span.end <= min(starts)]
    rem = "".join(f"({r.text})" for r in reminders if all(r is not x for x in lead))
    lead_rem = "".join(f"({r.text})" for r in lead)
    keyword_only = a.kind is A.AbilityKind.KEYWORD and a.effect is None
    if keyword_only and a.keyword is not None and not (form == "blocks" and a.fields):
        return head + lead_rem + render_keyword(a.keyword, game) + rem + tail
    out = head
    cost = ""
    if a.cost is not None:
        cost = render_cost(a.cost, game)[1:-1]
    if form == "braced_lines" and a.cost is not None:
        out += "[" + cost + "]"
    block = form == "blocks" and bool(a.fields)
    if block:
        values = {
            "コスト": cost,
            "対象": render_body(a.target) if a.target is not None else "",
            "発揮": render_body(a.trigger.event) if a.trigger is not None else "",
            "発動条件": render_body(a.condition.clause) if a.condition is not None else "",
        }
        fields = "/".join(f"{k}:{values.get(k, '')}" for k in a.fields)
        out += ("\n" if out else "") + "〈" + fields + "〉"
    preamble = "".join(render_sentence(x) for x in a.preamble)
    if form == "colon_lines" and a.cost is not None:
        # a preamble is printed before the cost (「…直後にのみ使用してもよい。コスト:効果」)
        out += preamble + cost + ":"
        preamble = ""
    kw = ""
    if a.keyword is not None and (form == "blocks" or a.effect is None):
        # CO: a keyword named inside a sentence (All Turnでプレイしてもよい) is in the text
        kw = render_keyword(a.keyword, game)
    if a.keyword is not None and form == "colon_lines" and a.effect is not None:
        out += lead_rem  # before the sentence naming the keyword
        lead_rem = ""
    out += kw
    body = lead_rem + preamble
    if a.trigger is not None and not (block and "発揮" in a.fields):
        body += render_body(a.trigger.event) + ("、" if a.trigger.pause else "")
    if a.condition is not None:
        body += render_condition(a.condition)
    body += sentences + rem
    if (
        form == "colon_lines"
        and a.keyword is not None
        and a.effect is not None
        and a.effect.sentences
    ):
        if a.keyword.span.start >= a.effect.sentences[-1].span.end:
            # a keyword printed after the effect (「…を受ける。維持費1」): after the sentences
            body += render_keyword(a.keyword, game)
    first = a.effect.sentences[0] if a.effect is not None and a.effect.sentences else None
    if (
        form == "blocks"
        and body
        and ((head and not block) or (first is not None and first.new_line))
    ):
        out += "\n"
    return out + body + tail


def _render_ability(a: A.Ability, game: str) -> str:
    d = DIALECTS[game]
    if not d.prose:
        return _render_line_ability(a, game)
    if (
        d.bracket_costs
        and a.kind is A.AbilityKind.EVENT
        and a.cost is not None
        and not (a.effect or a.trigger or a.condition or a.labels or a.keyword)
    ):
        return render_cost(a.cost, game)[1:-1]  # a quoted cost: 『…,…』でも払える
    out = "・" if a.bullet else ""
    out += a.prefix or ""
    icons = [lb for lb in a.labels if lb.kind == "icon"]
    labels = [lb for lb in a.labels if lb.kind != "icon"]
    # VG reminders printed before an unmarked keyword label: (…)【超越】-…
    head_rem = [
        r
        for r in a.reminders
        if labels and a.kind not in MARKER_TEXT and r.span.end <= labels[0].span.start
    ]
    out += "".join(f"({r.text})" for r in head_rem)
    if a.kind in MARKER_TEXT:
        out += MARKER_TEXT[a.kind]
    out += "".join(render_label(lb) for lb in labels)
    if a.keyword is not None and a.keyword_first:  # VG 【起】【(V)】儀式5:
        out += render_keyword(a.keyword, game)
    if a.kind in MARKER_TEXT and d.head_colon:
        out += ":"
    prefix_kw = (
        a.prefix is not None and a.keyword is not None and a.prefix.startswith(a.keyword.name)
    )
    if a.keyword is not None and not prefix_kw and not a.keyword_first:
        out += render_keyword(a.keyword, game)
        out += "".join(render_keyword(k, game) for k in a.more_keywords)
        if d.head_colon and (a.effect or a.trigger or a.condition or a.cost):
            out += ":"
    first = a.effect.sentences[0].span.start if a.effect and a.effect.sentences else None
    lead_rem = [
        r for r in a.reminders if first is not None and r.span.end <= first and r not in head_rem
    ]
    if not d.bracket_costs and a.cost is not None:
        out += render_cost(a.cost, game)
    out += "".join(f"({r.text})" for r in lead_rem)
    out += "".join(render_sentence(s) for s in a.preamble)
    if a.condition is not None and a.condition_first:
        out += render_condition(a.condition)
    if a.trigger is not None:
        out += render_body(a.trigger.event) + "、"
    if a.condition is not None and not a.condition_first:
        out += render_condition(a.condition)
    if d.bracket_costs and a.cost is not None:
        out += render_vg_cost(a.cost)
    # reminders printed between two sentences (after one's 。, before the next)
    between: list[A.Reminder] = []
    if a.effect is not None:
        sents = a.effect.sentences
        for i, s in enumerate(sents):
            out += render_sentence(s)
            if i + 1 < len(sents):
                here = [
                    r
                    for r in a.reminders
                    if r not in lead_rem
                    and r not in head_rem
                    and s.span.end <= r.span.start
                    and r.span.end <= sents[i + 1].span.start
                ]
                out += "".join(f"({r.text})" for r in here)
                between += here
    # trailing reminders and icon labels, in the order printed
    tail: list[tuple[int, str]] = [
        (r.span.start, f"({r.text})")
        for r in a.reminders
        if r not in lead_rem and r not in head_rem and all(r is not x for x in between)
    ]
    tail += [(lb.span.start, f"【{lb.name}】") for lb in icons]
    out += "".join(t for _, t in sorted(tail, key=lambda x: x[0]))
    return out


def render(card: A.Card) -> str:
    """Canonical text of ``card`` (abilities one per line)."""
    out: list[str] = []
    for ab in card.abilities:
        if out and not ab.same_line:
            out.append("\n")
        out.append(render_ability(ab, card.game))
    return "".join(out)
