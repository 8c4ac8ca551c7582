"""The invitation code's word lists, the project's own: 256 short English words and 256
Italian ones, things a child can name and spell, with no accents, no offensive or slang
meaning, no two a single letter apart, and no word in both lists (tests/net/test_words.py
holds them to it). A word's place in its list is what the code means, so either list reads
the same code."""

from __future__ import annotations

from typing import Final


def _listed(text: str) -> tuple[str, ...]:
    return tuple(text.split())


ENGLISH: Final = _listed(
    """
    acorn anchor ankle anvil apple apron arrow attic autumn badge bakery balloon bamboo
    barrel basket beach beetle blanket blender blossom bonnet bottle bread brick bridge
    broom bubble buffalo butter button cabin camel candle candy canoe canyon captain
    cargo carpet carrot carton castle cellar chalk cheese chess chimney circle clock
    cloud clover cobweb coconut coffee comet compass cookie copper cotton cowboy cradle
    crayon cricket crown curtain daisy dentist desert dinner doctor dolphin dragon drum
    dune eagle elbow emerald engine farmer feather fence ferry finger firefly flute
    forest forklift fossil frog gadget garden garlic gecko giant glacier glove goat
    goblet goose guitar hammer hammock hazel helmet honey hornet hunter iceberg igloo
    jacket jelly jigsaw jockey jungle kayak kettle kitchen kitten kiwi ladder ladle
    lagoon lantern lava lemon leopard lettuce lobster magnet mango maple marble marsh
    mascot meadow melon mermaid meteor mirror mole monkey moss muffin napkin needle
    noodle nugget ocean octopus onion orange orbit orchid otter owl oyster paddle paper
    parcel peacock peanut pebble pelican pencil penguin pickle picnic pillow pirate
    planet plum pocket pond poppy potato pretzel pumpkin puppet puzzle quilt rabbit
    radish rainbow raisin rattle ribbon river robin robot rooster ruby sailor salmon
    sandal sandwich saucer scarf scooter shadow shark shovel silver skate skunk sled
    sloth snail sparrow spider spoon squash stamp statue sticker stool sugar summer
    sunset swan table tadpole teacup teapot tennis thimble thistle thunder tiger toast
    tomato tooth toucan towel tractor trophy trumpet tuba tulip tunnel turkey turtle
    unicorn valley vanilla vase velvet violin wagon walnut wheat window winter wizard
    wombat yarn zipper
    """
)
"""English words, in alphabetical order."""

ITALIAN: Final = _listed(
    """
    abete acqua agnello albero alce alloro ananas anatra ape aquila arancia armadio arpa
    astuccio balena bambola bandiera barca baule biscia biscotto borsa bosco bottone
    bruco bufalo bussola cactus calamita calza camino cammello candela cane canguro
    cannone canoa capanna cappello carciofo carota carretto casa castagna castello
    cavallo cerchio cervo cesto chiave chitarra cielo cigno cipolla civetta colla
    colomba coltello cometa coniglio coperta corda corona cortile cucina cuore cuscino
    delfino divano drago edera elefante elmo faggio fagiolo falco farfalla faro fata
    fieno finestra fiore fiume foca foglia fontana formica fornaio forno fragola frutta
    fulmine fungo gabbiano gallina gallo gambero gatto geco gelato ghianda giacca
    giardino giostra giraffa girasole gomito gomma granchio grano grillo gufo imbuto
    isola lago lampada lampone lanterna lavagna leone lepre libro limone lucciola lumaca
    luna lupo macchina maglia mappa mare martello matita mattone medusa mela melone
    merlo mestolo miele mirtillo mondo montagna mulino muro nastro nave nido noce nuvola
    occhio oliva ombra ombrello onda orologio orso ostrica padella palma panchina panino
    pantera pavone pecora pennello pentola pepe pera pesce pianeta picchio pietra pigna
    pinguino pino pioggia pirata piuma pizza polpo poltrona pomodoro ponte porta prato
    prugna pulcino quadro quercia radice ragno ramo rana razzo riccio rondine rosa rospo
    ruota ruscello salame salice sapone sasso scala scarpa scopa secchio sedano sedia
    sentiero serpente sfera sirena slitta sole sorriso spada spiaggia spugna stella
    stivale strada struzzo tamburo tappeto tasca tavolo tazza teiera tempo tenda tetto
    tigre topolino torre treno tromba trottola tucano uva valigia vaso vento vespa viola
    violino volano volpe zaino zanzara zattera zebra zucca zucchero
    """
)
"""Italian words, in alphabetical order."""
