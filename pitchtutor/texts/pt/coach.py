"""The coach's sentences (``tip.*``, ``hint.*``, ``advisor.*``, ``analysis.*``, ``review.*``) in
Brazilian Portuguese, addressed to "você".  Figures take the decimal comma ("+1,5", "45%")."""

from __future__ import annotations

from typing import Any

from pitchtutor.explain import Say, render, template
from pitchtutor.texts import catalog
from pitchtutor.texts.coach import alone
from pitchtutor.texts.page import decimal
from pitchtutor.texts.pt.vocabulary import FEMININE, SUITS, WORDS, team_word
from pitchtutor.texts.pt.vocabulary import points as _points

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file


def _n(value: float, spec: str = "+.1f") -> str:
    """A figure with the decimal comma: ``+1,5``; percentages keep their sign: ``45%``."""
    return decimal("pt", value, spec)


def _card(code: str, case: str = "", *, start: bool = False) -> str:
    return WORDS.card(code, case, start=start)


# -- the rule texts' tips --------------------------------------------------------

_COUNT = "Conte os seus pontos prováveis antes de apostar"
# a hand counted: the count's verdict, named as the advisor names it
_BY_COUNT = "Pela contagem dos textos de regras"


def _reason(reason: list[Any]) -> str:
    """One reason of the rule texts' count (``SuitCount.counted``), in words."""
    kind = reason[0]
    if kind == "ace_king":
        return "o Ás com o Rei vale 2 (o Ás é High com certeza)"
    if kind == "ace_low":
        low = "é Low com certeza" if reason[2] == "sure" else "provavelmente será Low"
        return f"o Ás com {_card(reason[1])} vale 2: o Ás é High com certeza e {_card(reason[1])} {low}"
    if kind == "ace_other":
        return "o Ás com outro trunfo vale 2 (o Ás é High com certeza)"
    if kind == "extra":
        named = WORDS.and_list([_card(code) for code in reason[2:]]) or reason[1]
        return f"mais um para cada trunfo alto a mais ({named})"
    if kind == "lone_ace":
        return "um Ás sozinho é High com certeza, mas é só isso"
    if kind == "king_high":
        return "o Rei com outro trunfo alto bem pode ser High"
    if kind == "low_capturer":
        return (
            f"{_card(reason[1])} seria Low, mas o Low vai para quem o ganha (regra da casa low_to = "
            "capturer), "
            "então não é um ponto seu"
        )
    sure = "é Low com certeza" if reason[2] == "sure" else "provavelmente será Low"
    return f"{_card(reason[1])} {sure}"


@template("tip.count_points", locale="pt")
def _tip_count(say: Say) -> str:
    if "suit" not in say.facts:  # the tip itself, without a hand to count
        support = " ou um bom apoio do parceiro" if say.get("partners", True) else ""
        return (
            f"{_COUNT}: aposte 2 com o Ás e outro trunfo, ou com Ás e Rei; some um para cada trunfo alto a "
            f"mais{support}."
        )
    suit = say.s("suit")
    counted = say.get("counted", [])
    if not counted and not say.get("forced"):
        return f"{_BY_COUNT}, mesmo em {suit} não há nenhum ponto garantido, então passe."
    if not counted:
        return (
            f"{_BY_COUNT}, mesmo em {suit} não há nenhum ponto garantido, mas você não pode passar: aposte "
            f"{say['bid']}, o mínimo permitido."
        )
    if say.get("forced"):
        advice = f"não basta para apostar, mas você não pode passar: aposte {say['bid']}, o mínimo permitido"
    elif say["bid"]:
        advice = f"uma aposta de {say['bid']} é sensata"
    elif say.get("high"):
        advice = f"não basta para superar a aposta mais alta, de {say['high']}: passe"
    else:
        advice = "não basta para apostar (a contagem só aposta a partir de 2): passe"
    reasons = WORDS.and_list([_reason(reason) for reason in counted])
    return f"{_BY_COUNT}, com {suit} de trunfo: {reasons}. Isso dá cerca de {say['count']}, então {advice}."


@template("tip.protect_jack", locale="pt")
def _tip_protect_jack(say: Say) -> str:
    who = "você vai ganhar" if alone(say) else "você ou o seu parceiro vão ganhar"
    return (
        f"Proteja o Valete: jogue-o numa vaza que {who}, nunca abaixo de um trunfo mais alto que um "
        "adversário já jogou."
    )


@template("tip.feed_partner", locale="pt")
def _tip_feed(say: Say) -> str:
    winner = "você ganha" if alone(say) else "o seu parceiro ganha"
    feed = (
        "Cada carta que conta jogada numa vaza que um adversário está ganhando alimenta o Game dele; guarde "
        f"as suas cartas que contam, sobretudo os dez, para as vazas que {winner}."
    )
    if alone(say) or say.get("side") == "pitcher":
        return feed
    if say.get("side") == "defender":
        return f"{feed} Como defensor, acima de tudo alimente o seu parceiro, não o apostador."
    return f"{feed} Os defensores, acima de tudo, alimentam o parceiro, não o apostador."


# -- the hint ladder -------------------------------------------------------------


@template("hint.pointer", locale="pt")
def _pointer(say: Say) -> str:
    key = say["tip"]
    if key == "tip.lead_trumps":
        if say.get("first"):
            return (
                "Você sai com a primeira carta: o naipe dela vira trunfo. Qual naipe tem os seus pontos "
                "mais seguros?"
            )
        return "Olhe os seus trunfos: enquanto os adversários ainda têm algum, qual dos seus os puxa melhor?"
    if say.get("leading"):
        return "Você sai: qual carta ganha uma vaza, ou pelo menos não entrega nada?"
    winning = say.c("winning", start=True)
    it = "la" if say["winning"][0] in FEMININE else "lo"
    if key == "tip.protect_jack":
        return (
            f"{winning} está ganhando esta vaza e vence o seu Valete: há uma carta que deixa o Valete "
            "a salvo?"
        )
    if say.get("partner"):
        if say.get("counter"):
            return (
                f"{winning} do seu parceiro está ganhando esta vaza: o que você jogar aqui conta para o Game "
                f"da sua {team_word(say.names)}."
            )
        return (
            f"{winning} do seu parceiro está ganhando esta vaza: você não precisa tomá-la. Qual carta custa "
            "menos?"
        )
    if say.get("takes"):
        if say.get("cheapest"):
            return f"{winning} está ganhando: qual das suas cartas {it[1:]} vence pelo menor custo?"
        return (
            f"{winning} está ganhando: qual das suas cartas deve levar esta vaza, mantendo as outras a salvo?"
        )
    if say.get("can_win"):
        return (
            f"{winning} está ganhando: você poderia vencê-{it}, mas vale gastar uma carta de que vai "
            "precisar "
            "depois? Qual carta custa menos?"
        )
    return f"{winning} está ganhando e você não pode vencê-{it}: qual carta entrega menos pips?"


@template("hint.forced", locale="pt")
def _hint_forced(say: Say) -> str:
    card = say.c("card")
    reason = say["reason"]
    if reason == "last":
        return f"Jogue {card}: é a sua última carta."
    if reason == "only_of_led":
        return (
            f"Jogue {card}: é a sua única carta permitida, pois a saída foi de {say.s('led')} e é a "
            "única desse "
            "naipe que você tem."
        )
    if reason == "only_trump":
        return (
            f"Jogue {card}: é a sua única carta permitida (o seu único trunfo, e você não pode servir o "
            "naipe)."
        )
    return f"Jogue {card}: é a sua única carta permitida."


def _choice(code: str, mean: float, made: float | None) -> str:
    made_text = f", a aposta cumprida em {made:.0%} das vezes" if made is not None else ""
    return f"{_card(code)} {_n(mean)}{made_text}"


@template("hint.card", locale="pt")
def _hint_card(say: Say) -> str:
    choices = say["choices"]
    best = _choice(*choices[0])
    rest = "".join(f"; {_choice(*c)}" for c in choices[1:4])  # items hold commas: semicolons between
    whose = "do seu placar" if alone(say) else f"do placar da sua {team_word(say.names)}"
    return (
        f"Jogue {say.c('card')}. Em {say['samples']} distribuições compatíveis com o que você viu, "
        f"resolvidas com exatidão, a variação média {whose} é: {best}{rest}."
    )


@template("hint.bid", locale="pt")
def _hint_bid(say: Say) -> str:
    if say["call"] == "pass":
        call = "Passe"
    elif say["call"] == "redeal":
        call = "Devolva a mão e peça nova distribuição"
    else:
        call = f"Aposte {say['bid']}" + (
            f" e faça de {SUITS[say['suit']]} o trunfo" if say.get("suit") else ""
        )
    parts = []
    for suit, mean, chance in say["suits"]:
        odds = ", ".join(f"{int(b)}+\u00a0{p:.0%}" for b, p in chance.items() if p > 0)
        parts.append(f"com trunfo de {SUITS[suit]}: {_points(mean, '.1f')} em média ({odds})")
    over = (
        f" Em {say['samples']} distribuições aleatórias das outras mãos: " + "; ".join(parts) + "."
        if parts
        else ""
    )
    return f"{call}.{over}"


# -- the bid advisor -------------------------------------------------------------


@template("advisor.best", locale="pt")
def _advisor_best(say: Say) -> str:
    deals = f"em {say['samples']} distribuições aleatórias das outras mãos"
    partners = say.get("partners", True)
    you, of_them = (
        (f"a sua {team_word(say.names)}", f"da {team_word(say.names)} adversária")
        if partners
        else ("você", "dos outros")
    )
    held = say.get("partner") is not None  # a partner holds the high bid
    if not say["samples"]:
        return (
            "O conselheiro não conseguiu calcular distribuições suficientes das outras mãos a tempo, "
            "então não "
            "tem números para esta mão: conte os seus pontos como faz a regra prática abaixo."
        )
    if not say["suit"]:
        behind = f"a sua {team_word(say.names)} atrás da adversária" if partners else "você atrás dos outros"
        kept = f" Passar deixa o contrato com {say.who('partner')}, seu parceiro." if held else ""
        return f"Passe: {deals}, qualquer aposta que você pode fazer deixa {behind}, em média.{kept}"
    forced = " Você não pode passar, e esta é a melhor aposta permitida." if say.get("must_bid") else ""
    kept = (
        f" Passar, que estes números contam como 0, deixaria o contrato com {say.who('partner')}, seu "
        "parceiro."
        if held
        else ""
    )
    best = "a melhor das apostas que você pode fazer"
    if say.get("later"):
        more = "o mesmo" if say.get("cheaper_gain", 1.0) < 0.05 else "um pouco mais"
        best = (
            f"uma aposta mais barata renderia {more} se ninguém a superasse, mas os jogadores depois "
            "de você poderiam tomar o contrato: aposte o máximo que você provavelmente vai cumprir"
        )
    made = f"os {say['bid']} pontos" if say["bid"] == say.get("top") else f"{say['bid']} ou mais"
    return (
        f"Aposte {say['bid']} e faça de {say.s('suit')} o trunfo: {deals}, você cumpre {made} "
        f"em {say['chance']:.0%} das vezes, o que vale {_points(say['value'])} por mão para {you}, ou "
        f"{_n(say.get('edge', 0.0))} descontados os pontos {of_them}: {best}.{forced}{kept}"
    )


@template("advisor.disagree", locale="pt")
def _advisor_disagree(say: Say) -> str:
    best = say["best"]
    advice = render(best["key"], best["facts"], say.names, "pt")
    thumb = f"apostar {say['thumb_bid']}" if say["thumb_bid"] else "passar"
    others = "do seu parceiro e dos outros" if say.get("partners", True) else "dos outros"
    made = f"{say['thumb_bid']} ou mais em {say['thumb_chance']:.0%} das vezes"
    if say["thumb_bid"] > say["bid"] > 0:
        why = (
            f"mais do que precisa: uma aposta cumprida marca os pontos feitos, não a aposta, então apostar "
            f"{say['thumb_bid']} não marcaria mais que {say['bid']} e perderia mais num set back ({made})"
        )
    elif say["thumb_bid"] > say["bid"]:
        gains = f"à sua {team_word(say.names)}" if say.get("partners", True) else "a você"
        why = (
            f"mas, nas distribuições, nenhuma aposta traz nada {gains} em média ({made}, e um set back custa "
            "a aposta inteira)"
        )
    else:
        why = (
            "porque ela conta só as cartas certas de High e Low; as distribuições também encontram o "
            "Valete, o "
            f"ponto de Game e o que trazem as cartas {others}: {_points(say['mean'], '.1f')} em média"
        )
    return f"{advice} A contagem dos textos de regras diz {thumb} em {say.s('suit')}, {why}."


# -- the exact analysis ----------------------------------------------------------


def _you_end(say: Say) -> str:
    return "você termina" if alone(say) else f"a sua {team_word(say.names)} termina"


@template("analysis.best_card", locale="pt")
def _best_card(say: Say) -> str:
    others = [code for code in say["equal"] if code != say["card"]]
    also = ""
    if others:
        alternatives = ", ".join(_card(code) for code in others[:-1])
        alternatives = f"{alternatives} ou {_card(others[-1])}" if alternatives else _card(others[-1])
        also = f" ({alternatives} {'dá' if len(others) == 1 else 'dão'} o mesmo resultado)"
    return (
        f"{say.c('card', start=True)} é a melhor carta: com jogo perfeito daqui em diante, {_you_end(say)} a "
        f"mão com {say['value']:+d}{also}."
    )


@template("analysis.better_card", locale="pt")
def _better_card(say: Say) -> str:
    return (
        f"Com {say.c('card')}, {_you_end(say)} a mão com {say['value']:+d}; {say.c('best')} faz melhor, "
        f"{say['best_value']:+d}, com jogo perfeito daqui em diante."
    )


# -- the review of a hand --------------------------------------------------------


def _how(say: Say) -> str:
    return (
        "com jogo perfeito a partir dali"
        if say["exact"]
        else "em média nas distribuições compatíveis com o que você viu"
    )


@template("review.good", locale="pt")
def _review_good(say: Say) -> str:
    return (
        f"Vaza {say['trick']}: jogar {say.c('card')} foi tão bom quanto qualquer outra jogada "
        f"({_n(say['value'])}, {_how(say)})."
    )


@template("review.mistake", locale="pt")
def _review_mistake(say: Say) -> str:
    whom = say.who("seat") if alone(say) else f"a {team_word(say.names)}"
    return (
        f"Vaza {say['trick']}: {say.who('seat')} jogou {say.c('card')}, mas {say.c('best')} era melhor: "
        f"{_n(say['best_value'])} em vez de {_n(say['value'])} para {whom}, {_how(say)}."
    )


@template("review.hinted", locale="pt")
def _review_hinted(say: Say) -> str:
    who = say.who("seat")
    return (
        f"Vaza {say['trick']}: {who} jogou {say.c('card')} como a dica aconselhou: pelo que {who} podia ver, "
        f"era a melhor carta ({_n(say['mean'])} em média em {say['samples']} distribuições). Com todas as "
        f"mãos conhecidas, {say.c('best')} teria sido melhor ({_n(say['best_value'])} contra "
        f"{_n(say['value'])}): uma decisão apertada que as cartas escondidas decidiram, não um erro."
    )


@template("review.summary", locale="pt")
def _review_summary(say: Say) -> str:
    who, plays, best = say.who("seat", start=True), say["plays"], say["best"]
    if not plays:
        return f"{who} não teve escolha real de carta nesta mão."
    made = f"{who} fez {WORDS.plural(plays, 'escolha')} de carta (sem contar as cartas forçadas)"
    if best == plays:
        return f"{made}, {'tão boa' if plays == 1 else 'todas tão boas'} quanto a melhor."
    loss = f"{_n(say['loss'], '.1f')} ponto{'s' if say['loss'] >= 2 else ''}"
    if plays == 1:
        return f"{made}, e ela custou {loss} em relação à melhor."
    missed = plays - best
    good = {0: "nenhuma tão boa", 1: "uma delas tão boa"}.get(best, f"{best} delas tão boas")
    if missed == 1:
        return f"{made}, {good} quanto a melhor; a outra custou {loss}."
    others = "elas" if best == 0 else f"as outras {missed}"
    return f"{made}, {good} quanto a melhor; {others} custaram {loss} ao todo."
