/**
 * The demo shop's texts in Kinyarwanda and French (docs/decisions/112 for the storage, 121 for the
 * seed): every translatable field of every demo row, in the words of docs/i18n-glossary.md. Keyed as
 * the seed finds its rows: items and services by slug, sections by key, list rows by their English
 * text (data.ts). Sizes and names that read the same are written out anyway, so no demo row is
 * marked "Missing" in the back office.
 */
import type { Translations } from '@atelier/contracts';

type Pair<F extends string> = { rw: Record<F, string>; fr: Record<F, string> };
type ItemFields = 'title' | 'description' | 'material' | 'size';
type ArtFields = ItemFields | 'medium_description';

/** Catalog items by slug: title, description, material, size (and medium_description for artworks). */
export const ITEM_TRANSLATIONS: Record<string, Pair<ItemFields> | Pair<ArtFields>> = {
  'imigongo-high-top-sneakers': {
    rw: {
      title: 'Inkweto ndende za Imigongo',
      description:
        'Inkweto ndende zishushanyijweho n’intoki imirongo y’ubuhanzi bwa Imigongo bwo mu Nyakarambi. Buri kabiri gashushanywa ku itegeko mu nzu yacu y’ubuhanzi i Kigali, kagasigwa umuti ukarinda kugira ngo gakomere no mu gihe cy’imvura.',
      material: 'Igitambaro gikomeye, isoli ya kawucu',
      size: 'EU 38–46',
    },
    fr: {
      title: 'Baskets montantes Imigongo',
      description:
        'Des baskets montantes peintes à la main, portant les zigzags de l’art Imigongo de Nyakarambi. Chaque paire est peinte sur commande dans notre atelier de Kigali et vernie pour tenir toute la saison des pluies.',
      material: 'Toile, semelle en caoutchouc',
      size: 'EU 38–46',
    },
  },
  'kigali-sunrise-low-tops': {
    rw: {
      title: 'Inkweto ngufi z’Izuba rirashe i Kigali',
      description:
        'Inkweto ngufi z’igitambaro zishushanyijeho ibara rya oranje na zahabu ry’izuba rirasira ku misozi igihumbi. Zoroshye, zinjiza umwuka kandi zakorewe kugenda igihe kirekire mu mujyi.',
      material: 'Igitambaro gikomeye',
      size: 'EU 36–45',
    },
    fr: {
      title: 'Baskets basses Lever de soleil sur Kigali',
      description: 'Des baskets basses en toile peintes de l’orange et de l’or du soleil levant sur les mille collines. Légères, respirantes et faites pour les longues marches en ville.',
      material: 'Toile',
      size: 'EU 36–45',
    },
  },
  'lake-kivu-leather-loafers': {
    rw: {
      title: 'Inkweto z’uruhu z’Ikivu',
      description: 'Inkweto z’uruhu zidozwe n’intoki, z’ibara ry’ubururu bwijimye nk’amazi y’Ikivu. Imbere harimo agasego koroshye n’uruhu, kandi isoli yazo ishobora gusimburwa imyaka myinshi.',
      material: 'Uruhu rw’umwimerere',
      size: 'EU 39–46',
    },
    fr: {
      title: 'Mocassins en cuir Lac Kivu',
      description:
        'Des mocassins en cuir cousus main, d’un bleu-vert profond inspiré des eaux du lac Kivu. Semelle intérieure rembourrée, doublure en cuir et une semelle que l’on peut refaire pendant des années.',
      material: 'Cuir pleine fleur',
      size: 'EU 39–46',
    },
  },
  'volcano-trail-boots': {
    rw: {
      title: 'Bote zo mu Birunga',
      description: 'Bote zikomeye zigera ku kagombambari, zakorewe inzira zo mu Musanze: uruhu rudacengerwa n’amazi, isoli ifata neza n’imitako itukura nk’ibirunga ishushanyijwe n’intoki.',
      material: 'Uruhu rworoshye n’uruhu',
      size: 'EU 39–47',
    },
    fr: {
      title: 'Bottes de randonnée Volcans',
      description: 'Des bottines robustes faites pour les sentiers de Musanze : daim imperméabilisé, semelle qui accroche et touches rouge volcan peintes à la main.',
      material: 'Daim et cuir',
      size: 'EU 39–47',
    },
  },
  'intore-dance-sneakers': {
    rw: {
      title: 'Inkweto zo kubyina Intore',
      description: 'Inkweto zoroshye zifite isoli yoroheje ku babyinnyi, zishushanyijeho imirongo itemba y’imyambaro y’Intore.',
      material: 'Igitambaro gikomeye, imitako y’uruhu',
      size: 'EU 36–45',
    },
    fr: {
      title: 'Baskets de danse Intore',
      description: 'Des baskets souples à semelle fine pour les danseurs, peintes des lignes fluides des costumes Intore.',
      material: 'Toile, finitions en cuir',
      size: 'EU 36–45',
    },
  },
  'kitenge-slip-ons': {
    rw: {
      title: 'Inkweto za Kitenge zidafite imishumi',
      description: 'Inkweto zambarwa vuba zitwikiriwe n’ibitenge by’amabara akomeye twahisemo mu isoko rya Kimironko. Hitamo igitenge, tukore inkweto zawe mu cyumweru kimwe.',
      material: 'Igitenge, isoli ya kawucu',
      size: 'EU 35–44',
    },
    fr: {
      title: 'Chaussures sans lacets en kitenge',
      description: 'Des chaussures faciles à enfiler, habillées de kitenge aux motifs vifs choisis au marché de Kimironko. Choisissez votre tissu : nous faisons la paire en une semaine.',
      material: 'Tissu kitenge, semelle en caoutchouc',
      size: 'EU 35–44',
    },
  },
  'monochrome-custom-name-sneakers': {
    rw: {
      title: 'Inkweto z’umweru zanditseho izina ryawe',
      description: 'Inkweto z’uruhu rw’umweru zanditseho n’intoki izina ryawe cyangwa interuro ngufi inyuma ku gatsinsino, mu wino w’umukara.',
      material: 'Uruhu',
      size: 'EU 36–46',
    },
    fr: {
      title: 'Baskets monochromes à votre nom',
      description: 'Des baskets en cuir blanc, sobres, avec votre nom ou une courte phrase calligraphiés à la main le long du talon à l’encre noire.',
      material: 'Cuir',
      size: 'EU 36–46',
    },
  },
  'nyungwe-canopy-runners': {
    rw: {
      title: 'Inkweto zo kwiruka za Nyungwe',
      description: 'Inkweto zoroshye zo kwiruka z’icyatsi cy’ishyamba, zishushanyijeho amababi y’ibiti byo muri Nyungwe.',
      material: 'Igitambaro kiboshye',
      size: 'EU 37–46',
    },
    fr: {
      title: 'Baskets de course Canopée de Nyungwe',
      description: 'Des baskets de course légères en maille, aux verts de la forêt, peintes des feuillages superposés de la canopée de Nyungwe.',
      material: 'Maille tricotée',
      size: 'EU 37–46',
    },
  },
  'gold-thread-wedding-heels': {
    rw: {
      title: 'Inkweto z’ubukwe zidozwe urudodo rwa zahabu',
      description: 'Inkweto z’umugeni zifite agatsinsino kagari, zidozweho urudodo rwa zahabu rujyanye n’umushanana wawe. Zikorwa ku gipimo cyawe ku bukwe no ku gusaba.',
      material: 'Satini, imitako ya zahabu',
      size: 'EU 35–42',
    },
    fr: {
      title: 'Escarpins de mariage au fil d’or',
      description: 'Des chaussures de mariée à talon carré brodées de fil d’or, assorties à votre umushanana. Faites sur mesure pour les mariages et les cérémonies de présentation.',
      material: 'Satin, broderie or',
      size: 'EU 35–42',
    },
  },
  'kids-color-splash-sneakers': {
    rw: { title: 'Inkweto z’abana z’amabara', description: 'Inkweto z’igitambaro z’abana, zimeswa, zimisheho amarangi y’amabara bihitiyemo.', material: 'Igitambaro gikomeye', size: 'EU 24–35' },
    fr: {
      title: 'Baskets enfant Éclaboussures de couleurs',
      description: 'Des baskets en toile vives et lavables pour les enfants, éclaboussées de peinture aux couleurs qu’ils choisissent.',
      material: 'Toile',
      size: 'EU 24–35',
    },
  },
  'kitenge-button-shirt': {
    rw: {
      title: 'Ishati ya Kitenge ifite ibipesu',
      description: 'Ishati y’amaboko magufi yisanzuye, idozwe mu gitenge cy’ipamba cy’amabara akomeye, ifite imifuka yihishe ku mpande n’ibipesu by’igishishwa cya kokonati.',
      material: 'Igitenge cy’ipamba',
      size: 'S–XXL',
    },
    fr: {
      title: 'Chemise boutonnée en kitenge',
      description: 'Une chemise ample à manches courtes taillée dans un coton kitenge éclatant, avec poches latérales cachées et boutons en noix de coco.',
      material: 'Coton kitenge',
      size: 'S–XXL',
    },
  },
  'imigongo-print-tee': {
    rw: {
      title: 'Umupira wa Imigongo',
      description: 'Umupira woroshye w’ipamba ry’umwimerere, wacapweho n’intoki imiterere ya Imigongo y’umukara n’ibara ry’itaka.',
      material: 'Ipamba ry’umwimerere',
      size: 'XS–XXL',
    },
    fr: {
      title: 'T-shirt imprimé Imigongo',
      description: 'Un T-shirt doux en coton biologique, sérigraphié à la main d’un motif Imigongo noir et terre cuite.',
      material: 'Coton biologique',
      size: 'XS–XXL',
    },
  },
  'umushanana-inspired-wrap-dress': {
    rw: {
      title: 'Ikanzu yizingira ishingiye ku mushanana',
      description: 'Ikanzu igezweho yizingira, ifite igitambaro kiri ku rutugu nk’icy’umushanana gakondo, mu gitambaro cya soie cyoroshye.',
      material: 'Soie ivanze',
      size: 'XS–XL',
    },
    fr: {
      title: 'Robe portefeuille inspirée de l’umushanana',
      description: 'Une robe portefeuille moderne au drapé d’épaule de l’umushanana traditionnel, dans une soie mélangée fluide.',
      material: 'Soie mélangée',
      size: 'XS–XL',
    },
  },
  'thousand-hills-denim-jacket': {
    rw: { title: 'Ikoti rya jinisi ry’Imisozi Igihumbi', description: 'Ikoti rya jinisi risanzwe, rishushanyijeho n’intoki imisozi y’u Rwanda inyuma ku mugongo.', material: 'Jinisi', size: 'S–XXL' },
    fr: { title: 'Veste en jean Mille Collines', description: 'Une veste en jean classique, les collines du Rwanda peintes à la main sur tout le dos.', material: 'Denim', size: 'S–XXL' },
  },
  'kigali-nights-bomber': {
    rw: {
      title: 'Ikoti rya Amajoro ya Kigali',
      description: 'Ikoti rya satini ry’ubururu bwijimye nk’ijoro, ridozweho amatara y’umujyi wa Kigali ku maboko.',
      material: 'Satini inyuma, ipamba imbere',
      size: 'S–XL',
    },
    fr: { title: 'Blouson Nuits de Kigali', description: 'Un blouson en satin bleu nuit, les lumières de Kigali brodées sur les manches.', material: 'Satin, doublure en coton', size: 'S–XL' },
  },
  'agaseke-pattern-skirt': {
    rw: { title: 'Ijipo ifite imiterere y’agaseke', description: 'Ijipo igera munsi y’ivi, yacapweho mpandeshatu ziboshye z’agaseke k’amahoro.', material: 'Ipamba', size: 'XS–XL' },
    fr: { title: 'Jupe motif agaseke', description: 'Une jupe trapèze mi-longue imprimée des triangles tressés de l’agaseke, le panier de la paix.', material: 'Coton', size: 'XS–XL' },
  },
  'linen-studio-trousers': {
    rw: {
      title: 'Ipantaro ya lin',
      description: 'Ipantaro ya lin yagutse, ifite umushumi mu rukenyerero, yakorewe iminsi y’ubushyuhe mu nzu y’ubuhanzi no gutembera nimugoroba.',
      material: 'Lin',
      size: 'S–XXL',
    },
    fr: {
      title: 'Pantalon d’atelier en lin',
      description: 'Un pantalon large en lin à taille coulissée, fait pour les journées chaudes à l’atelier et les promenades du soir.',
      material: 'Lin',
      size: 'S–XXL',
    },
  },
  'hand-painted-kimono': {
    rw: {
      title: 'Kimono ishushanyijweho n’intoki',
      description: 'Kimono yoroshye ishushanyijweho n’intoki: nta zibiri zisa. Yambare ifunguye hejuru y’ikanzu cyangwa uyikenyeze.',
      material: 'Viscose',
      size: 'Ingano imwe',
    },
    fr: {
      title: 'Kimono peint à la main',
      description: 'Un kimono fluide peint à la main : il n’y en a pas deux pareils. À porter ouvert sur une robe ou ceinturé.',
      material: 'Viscose',
      size: 'Taille unique',
    },
  },
  'artist-apron': {
    rw: {
      title: 'Itabuliya y’umuhanzi',
      description: 'Itabuliya twambara mu nzu yacu y’ubuhanzi: igitambaro gikomeye, imishumi y’uruhu isobekerana inyuma n’imifuka miremire y’amaburoso.',
      material: 'Igitambaro gikomeye, imishumi y’uruhu',
      size: 'Ihindurwa ingano',
    },
    fr: {
      title: 'Tablier d’artiste',
      description: 'Le tablier que nous portons dans notre propre atelier : toile épaisse, bretelles croisées en cuir et poches profondes pour les pinceaux.',
      material: 'Toile épaisse, bretelles en cuir',
      size: 'Réglable',
    },
  },
  'imigongo-leather-tote': {
    rw: {
      title: 'Isakoshi nini y’uruhu ya Imigongo',
      description: 'Isakoshi nini y’uruhu rutunganyijwe n’ibimera, iriho imirongo ya Imigongo, imbere hadozwe igitenge cy’ipamba.',
      material: 'Uruhu rutunganyijwe n’ibimera',
      size: '38 × 32 × 12 cm',
    },
    fr: {
      title: 'Cabas en cuir Imigongo',
      description: 'Un grand cabas en cuir tanné végétal, embossé de zigzags Imigongo et doublé de coton kitenge.',
      material: 'Cuir tanné végétal',
      size: '38 × 32 × 12 cm',
    },
  },
  'agaseke-crossbody-bag': {
    rw: {
      title: 'Agakapu k’agaseke ko ku rutugu',
      description: 'Agakapu gato ko kwambara ku rutugu, kaboshywe mu sizali na koperative y’i Gitarama, gafite umushumi w’uruhu.',
      material: 'Sizali n’uruhu',
      size: '22 × 18 × 7 cm',
    },
    fr: {
      title: 'Sac bandoulière agaseke',
      description: 'Un petit sac bandoulière tressé en sisal par une coopérative de Gitarama, avec une sangle en cuir.',
      material: 'Sisal et cuir',
      size: '22 × 18 × 7 cm',
    },
  },
  'embroidered-bucket-hat': {
    rw: {
      title: 'Ingofero idoze ifite ingagi',
      description: 'Ingofero y’ipamba ifite ingagi nto idozwe ku ruhande: urwibutso rw’imisozi yo mu majyaruguru.',
      material: 'Ipamba rikomeye',
      size: 'M / L',
    },
    fr: { title: 'Bob brodé', description: 'Un bob en coton avec un petit gorille brodé sur le côté : un clin d’œil aux montagnes du nord.', material: 'Sergé de coton', size: 'M / L' },
  },
  'kitenge-snapback-cap': {
    rw: { title: 'Ingofero ya Kitenge', description: 'Ingofero ifite hejuru h’igitenge n’umunwa uringaniye w’umukara.', material: 'Igitenge cy’ipamba', size: 'Ihindurwa ingano' },
    fr: { title: 'Casquette kitenge', description: 'Une casquette à calotte en kitenge et visière plate noire unie.', material: 'Coton kitenge', size: 'Réglable' },
  },
  'signed-sneaker-art-box': {
    rw: {
      title: 'Agasanduku k’inkweto z’ubuhanzi zasinyweho',
      description: 'Icyiciro cy’icumi gifite nimero: inkweto zishushanyijwe n’umuhanzi wacu mukuru, zisinyweho, zigezwa mu gasanduku k’igiti kabajwe n’intoki.',
      material: 'Inkweto z’uruhu, agasanduku k’igiti',
      size: 'EU 38–45',
    },
    fr: {
      title: 'Coffret de baskets d’art signées',
      description: 'Une édition numérotée de dix : des baskets peintes par notre artiste principale, signées et livrées dans une boîte en bois sculptée à la main.',
      material: 'Baskets en cuir, boîte en bois',
      size: 'EU 38–45',
    },
  },
  'beaded-statement-necklace': {
    rw: {
      title: 'Urunigi rw’amasaro',
      description: 'Urunigi runini rw’amasaro y’ikirahure aseguwe n’intoki, mu mabara y’ibendera ry’u Rwanda, arimo ibice by’umuringa.',
      material: 'Amasaro y’ikirahure, umuringa',
      size: '45 cm',
    },
    fr: {
      title: 'Collier plastron en perles',
      description: 'Un collier affirmé de perles de verre enfilées à la main aux couleurs du drapeau rwandais, avec des intercalaires en laiton.',
      material: 'Perles de verre, laiton',
      size: '45 cm',
    },
  },
  'custom-sneaker-gift-card': {
    rw: {
      title: 'Isomo ryo gushushanya inkweto zawe',
      description: 'Isomo ry’isaha imwe n’abashushanyi bacu: mushushanya igitekerezo cyawe hamwe, uhitamo amabara, natwe tugashushanya inkweto zawe.',
      material: 'Inama no gushushanya',
      size: 'Ingano iyo ari yo yose',
    },
    fr: {
      title: 'Séance de création de baskets',
      description: 'Une séance de création d’une heure avec nos peintres : esquissez votre idée ensemble, choisissez les couleurs, et nous peignons votre paire.',
      material: 'Conseil et peinture',
      size: 'Toutes tailles',
    },
  },
  'dawn-over-nyabugogo': {
    rw: {
      title: 'Umuseke i Nyabugogo',
      description: 'Gare ikanguka munsi y’ikirere cy’iroza: moto, abacuruzi b’imbuto na bisi za mbere zijya mu majyaruguru, bishushanyijwe mu mirongo yoroshye kandi irabagirana.',
      material: 'Igitambaro cyo gushushanyaho',
      size: '90 × 60 cm',
      medium_description: 'Irangi rya akirilike ku gitambaro, 90 × 60 cm',
    },
    fr: {
      title: 'L’aube sur Nyabugogo',
      description: 'La gare routière qui s’éveille sous un ciel rose : motos, vendeurs de fruits et premiers bus vers le nord, peints à touches libres et lumineuses.',
      material: 'Toile',
      size: '90 × 60 cm',
      medium_description: 'Acrylique sur toile, 90 × 60 cm',
    },
  },
  'imigongo-no-7': {
    rw: {
      title: 'Imigongo No. 7',
      description: 'Imigongo y’iki gihe ishingiye ku muco wa Kibungo: imizingo n’imirongo bizamuye, mu mukara, umweru n’itaka ritukura.',
      material: 'Urubaho',
      size: '60 × 60 cm',
      medium_description: 'Amase y’inka abumbye n’amarangi kamere ku rubaho, 60 × 60 cm',
    },
    fr: {
      title: 'Imigongo n° 7',
      description: 'Une lecture contemporaine de la tradition Imigongo de Kibungo : spirales et zigzags en relief, en noir, blanc et terre rouge.',
      material: 'Panneau de bois',
      size: '60 × 60 cm',
      medium_description: 'Relief en bouse de vache et pigments naturels sur panneau, 60 × 60 cm',
    },
  },
  'the-weavers': {
    rw: {
      title: 'Ababoshyi',
      description: 'Abagore batatu baboha uduseke mu gicucu, amaboko yabo n’imigozi ya sizali bimurikiwe n’urumuri rushyushye rwa nyuma ya saa sita.',
      material: 'Igitambaro cyo gushushanyaho',
      size: '100 × 80 cm',
      medium_description: 'Irangi ry’amavuta ku gitambaro, 100 × 80 cm',
    },
    fr: {
      title: 'Les Tisserandes',
      description: 'Trois femmes tressant des paniers agaseke à l’ombre, leurs mains et les fibres de sisal saisies dans la chaude lumière de l’après-midi.',
      material: 'Toile',
      size: '100 × 80 cm',
      medium_description: 'Huile sur toile, 100 × 80 cm',
    },
  },
  'kivu-blues': {
    rw: {
      title: 'Ubururu bw’Ikivu',
      description: 'Amato y’abarobyi ku Kivu nijoro, amatara yayo asanzwe nk’inyenyeri mu byiciro by’wino w’ubururu.',
      material: 'Impapuro z’ipamba',
      size: '70 × 50 cm',
      medium_description: 'Akirilike n’wino ku mpapuro, 70 × 50 cm',
    },
    fr: {
      title: 'Bleus du Kivu',
      description: 'Des bateaux de pêche sur le lac Kivu la nuit, leurs lampes semées comme des étoiles dans des couches d’encre bleue.',
      material: 'Papier coton',
      size: '70 × 50 cm',
      medium_description: 'Acrylique et encre sur papier, 70 × 50 cm',
    },
  },
  intore: {
    rw: {
      title: 'Intore',
      description: 'Umubyinnyi asimbutse, umugara uguruka: imbaraga z’imbyino y’Intore mu bimenyetso bikomeye n’amababi ya zahabu.',
      material: 'Igitambaro cyo gushushanyaho',
      size: '120 × 90 cm',
      medium_description: 'Ibikoresho bivanze ku gitambaro, 120 × 90 cm',
    },
    fr: {
      title: 'Intore',
      description: 'Un danseur en plein saut, coiffe au vent : l’énergie de la danse Intore en gestes francs et feuille d’or.',
      material: 'Toile',
      size: '120 × 90 cm',
      medium_description: 'Technique mixte sur toile, 120 × 90 cm',
    },
  },
  'city-of-a-thousand-hills': {
    rw: {
      title: 'Umujyi w’Imisozi Igihumbi',
      description: 'Ishusho ya Kigali yakozwe mu buryo bw’ikoranabuhanga, kuva ku Kimihurura kugeza i Nyamirambo, mu bice by’amabara.',
      material: 'Impapuro zibikwa igihe kirekire',
      size: '50 × 70 cm',
      medium_description: 'Icapiro rya giclée ku mpapuro zibikwa igihe kirekire, icyiciro cya 25, 50 × 70 cm',
    },
    fr: {
      title: 'La ville aux mille collines',
      description: 'Un panorama numérique de Kigali en couches, de Kimihurura à Nyamirambo, en aplats de couleur.',
      material: 'Papier d’archive',
      size: '50 × 70 cm',
      medium_description: 'Tirage giclée sur papier d’archive, édition de 25, 50 × 70 cm',
    },
  },
  'market-day-kimironko': {
    rw: {
      title: 'Umunsi w’isoko, Kimironko',
      description: 'Ibirundo by’ibitenge, ibitebo by’avoka n’urujya n’uruza rw’isoko, bishushanyijwe nk’igitambaro cy’imiterere myinshi.',
      material: 'Igitambaro cyo gushushanyaho',
      size: '80 × 80 cm',
      medium_description: 'Irangi rya akirilike ku gitambaro, 80 × 80 cm',
    },
    fr: {
      title: 'Jour de marché, Kimironko',
      description: 'Des piles de kitenge, des paniers d’avocats et l’animation du marché rendus en patchwork de motifs.',
      material: 'Toile',
      size: '80 × 80 cm',
      medium_description: 'Acrylique sur toile, 80 × 80 cm',
    },
  },
  'silent-gorilla': {
    rw: {
      title: 'Ingagi ituje',
      description: 'Ingagi y’ingabo iruhukiye mu gihu cy’Ibirunga, ishushanyijwe n’amakara mu mirongo yihanganye kandi igerekeranye.',
      material: 'Urupapuro',
      size: '60 × 45 cm',
      medium_description: 'Amakara ku rupapuro, 60 × 45 cm',
    },
    fr: {
      title: 'Gorille silencieux',
      description: 'Un dos argenté au repos dans la brume des Virunga, dessiné au fusain par traits patients et superposés.',
      material: 'Papier',
      size: '60 × 45 cm',
      medium_description: 'Fusain sur papier, 60 × 45 cm',
    },
  },
  'rain-season': {
    rw: {
      title: 'Igihe cy’imvura',
      description: 'Imvura ya nyuma ya saa sita yiroha mu mirima y’icyayi: ishusho nto y’amazi y’amabara, icyatsi kijya mu ibara ry’ivu.',
      material: 'Impapuro z’ipamba',
      size: '40 × 30 cm',
      medium_description: 'Amarangi y’amazi ku mpapuro z’ipamba, 40 × 30 cm',
    },
    fr: {
      title: 'Saison des pluies',
      description: 'La pluie de l’après-midi balayant les champs de thé, une petite aquarelle où les verts se fondent dans le gris.',
      material: 'Papier coton',
      size: '40 × 30 cm',
      medium_description: 'Aquarelle sur papier coton, 40 × 30 cm',
    },
  },
  'unity-triptych': {
    rw: {
      title: 'Ubumwe (ibice bitatu)',
      description: 'Ibice bitatu bihurira ku miterere imwe idacika: igitekerezo ku maboko menshi yubaka urugo rumwe.',
      material: 'Igitambaro cyo gushushanyaho',
      size: '150 × 70 cm byose hamwe',
      medium_description: 'Irangi rya akirilike ku bitambaro bitatu, 3 × 50 × 70 cm',
    },
    fr: {
      title: 'Unité (triptyque)',
      description: 'Trois panneaux qui se rejoignent en un seul motif continu : une méditation sur les nombreuses mains qui bâtissent une même maison.',
      material: 'Toile',
      size: '150 × 70 cm au total',
      medium_description: 'Acrylique sur trois toiles, 3 × 50 × 70 cm',
    },
  },
  'moto-rider': {
    rw: {
      title: 'Umumotari',
      description: 'Umumotari w’i Kigali mu icapiro rikomeye ry’amabara abiri: ingofero y’icyatsi, ikirere cya oranje.',
      material: 'Urupapuro',
      size: '42 × 59 cm',
      medium_description: 'Icapiro rya serigarafi ku rupapuro, icyiciro cya 40, 42 × 59 cm',
    },
    fr: {
      title: 'Le moto-taxi',
      description: 'Un conducteur de moto-taxi de Kigali en sérigraphie franche à deux couleurs : casque vert, ciel orange.',
      material: 'Papier',
      size: '42 × 59 cm',
      medium_description: 'Sérigraphie sur papier, édition de 40, 42 × 59 cm',
    },
  },
  'mother-and-child': {
    rw: {
      title: 'Umubyeyi n’umwana',
      description: 'Umubyeyi uhetse umwana we, wabajwe mu giti kimwe cya jakaranda, gisizwe amavuta n’intoki.',
      material: 'Igiti cya jakaranda',
      size: 'Uburebure bwa cm 45',
      medium_description: 'Igiti cya jakaranda kibajwe, uburebure bwa cm 45',
    },
    fr: {
      title: 'Mère et enfant',
      description: 'Une mère portant son enfant sur le dos, sculptée dans une seule pièce de jacaranda et huilée à la main.',
      material: 'Bois de jacaranda',
      size: '45 cm de haut',
      medium_description: 'Bois de jacaranda sculpté, 45 cm de haut',
    },
  },
  'banana-leaves': {
    rw: {
      title: 'Amababi y’insina',
      description: 'Urumuri runyura mu mababi y’insina mu gikari i Remera: ishusho ituje y’icyatsi na zahabu.',
      material: 'Igitambaro cya lin',
      size: '50 × 50 cm',
      medium_description: 'Irangi ry’amavuta ku gitambaro cya lin, 50 × 50 cm',
    },
    fr: {
      title: 'Feuilles de bananier',
      description: 'La lumière à travers les feuilles de bananier dans une cour de Remera : une étude paisible de vert et d’or.',
      material: 'Lin',
      size: '50 × 50 cm',
      medium_description: 'Huile sur lin, 50 × 50 cm',
    },
  },
};

/** Hero slides by English title: title, subtitle. The brand keeps its name. */
export const HERO_TRANSLATIONS: Record<string, Pair<'title' | 'subtitle'>> = {
  'Inkweto Customs': {
    rw: { title: 'Inkweto Customs', subtitle: 'Inkweto zishushanyijwe n’intoki n’inkweto zikorwa ku gipimo cyawe, zivuye mu nzu yacu y’ubuhanzi i Kigali.' },
    fr: { title: 'Inkweto Customs', subtitle: 'Des baskets peintes à la main et des chaussures sur mesure, de notre atelier de Kigali.' },
  },
  'Atelier Gallery': {
    rw: { title: 'Ibihangano bya Atelier', subtitle: 'Amashusho y’umwimerere, ibicapwa n’ibibumbano by’abahanzi b’Abanyarwanda.' },
    fr: { title: 'Galerie Atelier', subtitle: 'Peintures originales, tirages et sculptures d’artistes rwandais.' },
  },
  'Studio Sessions': {
    rw: { title: 'Amasomo mu nzu yacu y’ubuhanzi', subtitle: 'Amasomo yo gushushanya no kubyina ku matsinda, imiryango n’amakipe.' },
    fr: { title: 'Séances à l’atelier', subtitle: 'Des séances de peinture et de danse pour les groupes, les familles et les équipes.' },
  },
};

/** Services by slug: name, description, button_label (the glossary's "Custom Shoes", "BUY NOW"). */
export const SERVICE_TRANSLATIONS: Record<string, Pair<'name' | 'description' | 'button_label'>> = {
  'custom-shoes': {
    rw: {
      name: 'Inkweto zidozwa',
      button_label: 'GURA NONAHA',
      description: 'Inkweto zishushanyijwe n’intoki n’inkweto z’uruhu zikorwa ku gipimo cyawe, zivuye mu nzu yacu y’ubuhanzi i Kigali. Hitamo inkweto mu iduka cyangwa utuzanire igitekerezo cyawe.',
    },
    fr: {
      name: 'Chaussures sur mesure',
      button_label: 'ACHETER',
      description: 'Des baskets peintes à la main et des chaussures en cuir sur mesure, de notre atelier de Kigali. Choisissez une paire dans la boutique ou apportez-nous votre idée.',
    },
  },
  'painting-sessions': {
    rw: {
      name: 'Amasomo yo gushushanya',
      button_label: 'FATA IGIHE',
      description: 'Amasomo y’amasaha abiri yo gushushanya ayobowe, ku nshuti, imiryango n’amakipe. Igitambaro, amarangi n’amatabuliya biratangwa.',
    },
    fr: {
      name: 'Séances de peinture',
      button_label: 'RÉSERVER',
      description: 'Des séances de peinture guidées de deux heures pour les amis, les familles et les équipes. Toile, peinture et tabliers compris.',
    },
  },
  'dance-sessions': {
    rw: { name: 'Amasomo yo kubyina', button_label: 'FATA IGIHE', description: 'Iga imbyino y’Intore n’imbyino zigezweho hamwe n’abarimu bacu, ku batangizi no ku matsinda.' },
    fr: { name: 'Séances de danse', button_label: 'RÉSERVER', description: 'Apprenez la danse Intore et la danse moderne avec nos professeurs, pour débutants et groupes.' },
  },
  books: {
    rw: { name: 'Ibitabo no gusoma', button_label: 'TUMIZA NONAHA', description: 'Ibitabo by’ubuhanzi, amakaye yo gushushanyamo n’inkuru z’abanditsi b’Abanyarwanda, biraza vuba.' },
    fr: { name: 'Livres et lecture', button_label: 'COMMANDER', description: 'Livres d’art, carnets de croquis et récits d’auteurs rwandais, bientôt disponibles.' },
  },
  'art-supplies': {
    rw: { name: 'Ibikoresho by’ubuhanzi', button_label: 'HAHIRA NONAHA', description: 'Amaburoso, amarangi n’ibitambaro dukoresha mu nzu yacu y’ubuhanzi, biraza vuba.' },
    fr: { name: 'Fournitures d’art', button_label: 'VOIR LA BOUTIQUE', description: 'Les pinceaux, peintures et toiles que nous utilisons à l’atelier, bientôt disponibles.' },
  },
};

/** The help center's introduction (content_sections 'help_introduction'): title, content. */
export const HELP_INTRO_TRANSLATIONS: Pair<'title' | 'content'> = {
  rw: {
    title: 'Intangiriro',
    content:
      '<p>Murakaza neza ku Bufasha bwa Atelier Kigali. Hano urahasanga ibisubizo ku byerekeye komande zikorwa ku byifuzo byawe, kohereza mu Rwanda no mu mahanga, gusubiza ibicuruzwa n’amasomo yo mu nzu yacu y’ubuhanzi. Ntubonye icyo ushaka? Twandikire kuri <a href="mailto:support@atelier.rw">support@atelier.rw</a> cyangwa utwandikire kuri WhatsApp.</p>',
  },
  fr: {
    title: 'Introduction',
    content:
      '<p>Bienvenue dans le centre d’aide d’Atelier Kigali. Vous y trouverez des réponses sur les commandes personnalisées, la livraison au Rwanda et à l’étranger, les retours et nos séances à l’atelier. Vous ne trouvez pas ce qu’il vous faut ? Écrivez à <a href="mailto:support@atelier.rw">support@atelier.rw</a> ou envoyez-nous un message sur WhatsApp.</p>',
  },
};

/** Help-center FAQs by English question: title, content. */
export const HELP_FAQ_TRANSLATIONS: Record<string, Pair<'title' | 'content'>> = {
  'How long does a custom pair of shoes take?': {
    rw: {
      title: 'Inkweto zikorwa ku byifuzo byawe zitwara igihe kingana iki?',
      content:
        '<p>Inkweto nyinshi zishushanywa zikanasigwa umuti mu <strong>minsi y’akazi 5–7</strong>. Inkweto z’uruhu zikorwa ku gipimo cyawe zitwara ibyumweru 2–3. Tukwemerera itariki kuri WhatsApp igihe ukoze komande.</p>',
    },
    fr: {
      title: 'Combien de temps faut-il pour une paire personnalisée ?',
      content:
        '<p>La plupart des baskets personnalisées sont peintes et vernies en <strong>5 à 7 jours ouvrés</strong>. Les chaussures en cuir sur mesure demandent 2 à 3 semaines. Nous confirmons la date sur WhatsApp lors de votre commande.</p>',
    },
  },
  'How do I pay?': {
    rw: {
      title: 'Nishyura nte?',
      content:
        '<p>Iyo ukoze komande, ibikwa ku rubuga rwacu ikatugeraho kuri WhatsApp. Tugusubiza tukubwira uko wishyura: MTN Mobile Money, Airtel Money cyangwa kohereza kuri banki. Komande yawe yerekana <em>BYISHYUWE</em> iyo tumaze kwemeza ubwishyu.</p>',
    },
    fr: {
      title: 'Comment payer ?',
      content:
        '<p>Quand vous passez commande, elle est enregistrée sur notre site et nous est envoyée sur WhatsApp. Nous vous répondons avec les instructions de paiement : MTN Mobile Money, Airtel Money ou virement bancaire. Votre commande indique <em>PAYÉE</em> dès que nous confirmons le paiement.</p>',
    },
  },
  'Do you deliver outside Kigali?': {
    rw: { title: 'Mwohereza hanze ya Kigali?', content: '<p>Yego. Kohereza muri Kigali ni ubuntu. Twohereza mu Rwanda hose mu minsi 2–3 no mu mahanga mu minsi 7–14.</p>' },
    fr: { title: 'Livrez-vous en dehors de Kigali ?', content: '<p>Oui. La livraison à Kigali est gratuite. Nous livrons partout au Rwanda en 2 à 3 jours et à l’international en 7 à 14 jours.</p>' },
  },
  'Can I return an item?': {
    rw: {
      title: 'Nshobora gusubiza igicuruzwa?',
      content:
        '<p>Ibicuruzwa byari bisanzwe bikozwe bishobora gusubizwa mu minsi 30 bikiri uko byari bimeze. Ibishushanyijwe ku byifuzo byawe bisubizwa gusa iyo bigeze byangiritse cyangwa bitandukanye n’ibyo twumvikanye.</p>',
    },
    fr: {
      title: 'Puis-je retourner un article ?',
      content:
        '<p>Les articles prêts à porter peuvent être retournés dans les 30 jours dans leur état d’origine. Les articles peints sur mesure ne peuvent être retournés que s’ils arrivent abîmés ou diffèrent de ce que nous avions convenu.</p>',
    },
  },
  'How do I care for painted sneakers?': {
    rw: {
      title: 'Nita nte ku nkweto zishushanyijweho?',
      content: '<p>Zihanagure ukoresheje agatambaro gatose n’isabune yoroheje. Ntushyire inkweto zishushanyijweho mu mashini imesa; zanike zume kure y’izuba ryinshi.</p>',
    },
    fr: {
      title: 'Comment entretenir des baskets peintes ?',
      content: '<p>Essuyez-les avec un chiffon humide et un savon doux. Ne mettez pas les chaussures peintes en machine ; laissez-les sécher à l’air, à l’abri du soleil direct.</p>',
    },
  },
  'Can I book a painting session for a group?': {
    rw: {
      title: 'Nshobora gufata igihe cy’isomo ryo gushushanya ku itsinda?',
      content: '<p>Yego. Amatsinda agera ku bantu 10 kuri buri gihe ashobora gufata igihe ku rupapuro rwo gufata igihe. Ibikoresho biratangwa.</p>',
    },
    fr: {
      title: 'Puis-je réserver une séance de peinture pour un groupe ?',
      content: '<p>Oui. Les groupes jusqu’à 10 personnes par créneau peuvent réserver sur la page Réserver. Le matériel est fourni.</p>',
    },
  },
};

/** Terms and legal sections by key: title, content. */
export const SECTION_TRANSLATIONS: Record<string, Pair<'title' | 'content'>> = {
  overview: {
    rw: { title: 'Incamake', content: '<p>Aya mabwiriza agenga uko ukoresha urubuga rwa Atelier Kigali n’uko ugura ibicuruzwa byacu, ibihangano na serivisi.</p>' },
    fr: { title: 'Présentation', content: '<p>Les présentes conditions régissent votre utilisation du site d’Atelier Kigali et l’achat de nos produits, œuvres et services.</p>' },
  },
  acceptance_of_terms: {
    rw: { title: 'Kwemera amabwiriza', content: '<p>Iyo ukoresheje uru rubuga cyangwa ukora komande, uba wemeye aya mabwiriza. Niba utayemera, turakwinginze ntukoreshe urubuga.</p>' },
    fr: {
      title: 'Acceptation des conditions',
      content: '<p>En utilisant ce site ou en passant commande, vous acceptez les présentes conditions. Si vous ne les acceptez pas, merci de ne pas utiliser le site.</p>',
    },
  },
  use_license: {
    rw: {
      title: 'Uruhushya rwo gukoresha',
      content: '<p>Ushobora kureba no gucapa impapuro ku bwawe bwite, atari mu bucuruzi. Ibishushanyo byacu, amafoto n’ibihangano ntibyemewe kwiganwa cyangwa kugurishwa.</p>',
    },
    fr: {
      title: 'Licence d’utilisation',
      content: '<p>Vous pouvez consulter et imprimer les pages pour un usage personnel et non commercial. Nos créations, photographies et œuvres ne peuvent être ni copiées ni revendues.</p>',
    },
  },
  user_accounts: {
    rw: { title: 'Konti z’abakoresha', content: '<p>Ni wowe ushinzwe kurinda ijambobanga ryawe n’ibikorerwa kuri konti yawe. Tubwire ako kanya niba ukeka ko hari uyikoresha nabi.</p>' },
    fr: {
      title: 'Comptes utilisateurs',
      content: '<p>Vous êtes responsable de la sécurité de votre mot de passe et de l’activité de votre compte. Prévenez-nous immédiatement si vous soupçonnez un usage abusif.</p>',
    },
  },
  prohibited_uses: {
    rw: {
      title: 'Ibibujijwe',
      content: '<p>Ntiwemerewe gukoresha urubuga mu bikorwa binyuranyije n’amategeko, kohereza ubutumwa bwa spam, kugerageza kumena umutekano warwo, cyangwa gukusanya amakuru y’abandi bakiriya.</p>',
    },
    fr: {
      title: 'Utilisations interdites',
      content: '<p>Vous ne pouvez pas utiliser le site à des fins illégales, pour envoyer du spam, pour tenter d’en compromettre la sécurité ou pour collecter les données d’autres clients.</p>',
    },
  },
  content_policy: {
    rw: {
      title: 'Amabwiriza ku byo wandika',
      content: '<p>Ibitekerezo n’ubutumwa utwoherereza bigomba kuba iby’ukuri kandi birimo ikinyabupfura. Dushobora gukuraho ibitukana, ibiyobya cyangwa ibihonyora uburenganzira bw’abandi.</p>',
    },
    fr: {
      title: 'Politique de contenu',
      content: '<p>Les avis et messages que vous envoyez doivent être honnêtes et respectueux. Nous pouvons retirer tout contenu injurieux, trompeur ou portant atteinte aux droits d’autrui.</p>',
    },
  },
  privacy_policy: {
    rw: {
      title: 'Politiki y’ibanga',
      content: '<p>Dukusanya gusa ibyo dukeneye kugira ngo dutunganye komande na gahunda, kandi ntitujya tugurisha amakuru yawe. Reba urupapuro rw’Ibanga ku bindi bisobanuro.</p>',
    },
    fr: {
      title: 'Politique de confidentialité',
      content:
        '<p>Nous ne collectons que ce dont nous avons besoin pour traiter les commandes et les réservations, et nous ne vendons jamais vos données. Voir la page Confidentialité pour le détail.</p>',
    },
  },
  payment_terms: {
    rw: {
      title: 'Amabwiriza y’ubwishyu',
      content: '<p>Ibiciro biri mu mafaranga y’u Rwanda (RWF). Komande zemezwa kuri WhatsApp kandi zishyurwa hakoreshejwe mobile money cyangwa kohereza kuri banki mbere y’uko ikorwa ritangira.</p>',
    },
    fr: {
      title: 'Conditions de paiement',
      content: '<p>Les prix sont en francs rwandais (RWF). Les commandes sont confirmées sur WhatsApp et payées par mobile money ou virement bancaire avant le début de la fabrication.</p>',
    },
  },
  refund_policy: {
    rw: {
      title: 'Politiki yo gusubiza amafaranga',
      content: '<p>Ibicuruzwa byari bisanzwe bikozwe bishobora gusubizwa mu minsi 30. Amafaranga asubizwa mu minsi y’akazi 5–7 nyuma yo kwakira igicuruzwa.</p>',
    },
    fr: {
      title: 'Politique de remboursement',
      content: '<p>Les articles prêts à porter peuvent être retournés dans les 30 jours. Le remboursement est effectué sous 5 à 7 jours ouvrés après réception de l’article.</p>',
    },
  },
  disclaimer: {
    rw: { title: 'Itangazo', content: '<p>Ibikozwe n’intoki bishobora gutandukana gato n’amafoto yabyo; ni bwo bwiza bwabyo. Amabara ashobora kugaragara ukundi kuri ecran zitandukanye.</p>' },
    fr: {
      title: 'Avertissement',
      content: '<p>Les pièces faites main varient légèrement de leurs photos : cela fait partie de leur caractère. Les couleurs peuvent paraître différentes selon les écrans.</p>',
    },
  },
  governing_law: {
    rw: { title: 'Amategeko akurikizwa', content: '<p>Aya mabwiriza agengwa n’amategeko ya Repubulika y’u Rwanda. Amakimbirane ashyikirizwa inkiko zibifitiye ububasha z’i Kigali.</p>' },
    fr: {
      title: 'Droit applicable',
      content: '<p>Les présentes conditions sont régies par le droit de la République du Rwanda. Les litiges sont portés devant les tribunaux compétents de Kigali.</p>',
    },
  },
  changes_to_terms: {
    rw: {
      title: 'Guhindura amabwiriza',
      content: '<p>Dushobora kuvugurura aya mabwiriza. Itariki y’impinduka iheruka igaragara kuri uru rupapuro; gukomeza gukoresha urubuga bisobanura ko wemeye amabwiriza mashya.</p>',
    },
    fr: {
      title: 'Modification des conditions',
      content: '<p>Nous pouvons mettre à jour ces conditions. La date de la dernière modification figure sur cette page ; continuer à utiliser le site vaut acceptation des nouvelles conditions.</p>',
    },
  },
  service_agreement: {
    rw: { title: 'Amasezerano ya serivisi', content: '<p>Amasomo yo mu nzu yacu y’ubuhanzi yemezwa kuri imeyili. Tubwire amasaha 24 mbere niba utazaza kugira ngo icyo gihe tugihe abandi.</p>' },
    fr: {
      title: 'Contrat de service',
      content: '<p>Les séances à l’atelier sont confirmées par e-mail. Prévenez-nous 24 heures à l’avance si vous ne pouvez pas venir, afin que nous proposions le créneau à d’autres.</p>',
    },
  },
  legal_overview: {
    rw: { title: 'Incamake y’amategeko', content: '<p>Uru rupapuro rugaragaza amakuru y’amategeko yerekeye Atelier Kigali Ltd, yanditswe i Kigali, mu Rwanda.</p>' },
    fr: { title: 'Informations légales', content: '<p>Cette page présente les informations légales concernant Atelier Kigali Ltd, immatriculée à Kigali, au Rwanda.</p>' },
  },
  legal_copyright: {
    rw: {
      title: 'Uburenganzira bw’umuhanzi',
      content: '<p>Ibishushanyo byose, ibihangano, amafoto n’inyandiko biri kuri uru rubuga ni © Atelier Kigali n’abahanzi bayo. Abahanzi bagumana uburenganzira ku bihangano byabo.</p>',
    },
    fr: {
      title: 'Droits d’auteur',
      content: '<p>Toutes les créations, œuvres, photographies et textes de ce site sont © Atelier Kigali et ses artistes. Les artistes conservent les droits d’auteur de leurs œuvres.</p>',
    },
  },
  legal_trademark: {
    rw: { title: 'Ikirango', content: '<p>Atelier Kigali na Inkweto Customs ni amazina y’ubucuruzi ya Atelier Kigali Ltd.</p>' },
    fr: { title: 'Marques', content: '<p>Atelier Kigali et Inkweto Customs sont des noms commerciaux d’Atelier Kigali Ltd.</p>' },
  },
  legal_data_protection: {
    rw: {
      title: 'Kurinda amakuru bwite',
      content: '<p>Dutunganya amakuru bwite hakurikijwe Itegeko No 058/2021 ryo mu Rwanda rirengera amakuru bwite n’ibanga. Ushobora gusaba kureba, gukosora cyangwa gusiba amakuru yawe.</p>',
    },
    fr: {
      title: 'Protection des données',
      content:
        '<p>Nous traitons les données personnelles conformément à la loi rwandaise n° 058/2021 relative à la protection des données personnelles et de la vie privée. Vous pouvez demander à consulter, corriger ou supprimer vos données.</p>',
    },
  },
  legal_limitation_of_liability: {
    rw: { title: 'Aho inshingano zacu zigarukira', content: '<p>Inshingano zacu kuri komande iyo ari yo yose ntizirenga amafaranga wayishyuye, keretse aho amategeko atabyemera.</p>' },
    fr: {
      title: 'Limitation de responsabilité',
      content: '<p>Notre responsabilité pour toute commande est limitée au montant que vous avez payé, sauf lorsque la loi n’autorise pas une telle limite.</p>',
    },
  },
  legal_indemnification: {
    rw: { title: 'Indishyi', content: '<p>Wemera kutwishyura indishyi ku birego bikomoka ku gukoresha nabi urubuga cyangwa ku kutubahiriza aya mabwiriza.</p>' },
    fr: { title: 'Indemnisation', content: '<p>Vous acceptez de nous indemniser de toute réclamation résultant d’un usage abusif du site ou d’un manquement aux présentes conditions.</p>' },
  },
  legal_dispute_resolution: {
    rw: {
      title: 'Gukemura amakimbirane',
      content: '<p>Tuzabanza kugerageza gukemura ikibazo icyo ari cyo cyose turi kumwe nawe. Nibidashoboka, buri ruhande rushobora kwitabaza ubuhuza i Kigali.</p>',
    },
    fr: {
      title: 'Règlement des litiges',
      content: '<p>Nous chercherons d’abord à résoudre toute réclamation directement avec vous. À défaut, chaque partie peut recourir à une médiation à Kigali.</p>',
    },
  },
};

/** Team members by name: role, bio (the name is a name). */
export const TEAM_TRANSLATIONS: Record<string, Pair<'role' | 'bio'>> = {
  'Aline Uwase': {
    rw: { role: 'Uwashinze Atelier, umuhanzi mukuru', bio: 'Umushushanyi n’umuhanzi w’imideli; yatangije Atelier Kigali muri garaje ku Kacyiru mu 2020.' },
    fr: { role: 'Fondatrice et artiste principale', bio: 'Peintre et designer ; elle a lancé Atelier Kigali dans un garage de Kacyiru en 2020.' },
  },
  'Jean-Paul Habimana': {
    rw: { role: 'Umudozi mukuru w’inkweto', bio: 'Imyaka makumyabiri mu gukora uruhu; buri nkweto ikorwa ku gipimo inyura mu biganza bye.' },
    fr: { role: 'Maître bottier', bio: 'Vingt ans de travail du cuir ; chaque paire sur mesure passe entre ses mains.' },
  },
  'Grace Mukamana': {
    rw: { role: 'Umuhanzi w’imideli', bio: 'Akata imyenda yacu y’ibitenge na soie, akanayobora itsinda ry’abadozi.' },
    fr: { role: 'Styliste', bio: 'Elle coupe nos pièces en kitenge et en soie et dirige l’équipe de couture.' },
  },
  'Eric Niyonzima': {
    rw: { role: 'Umuyobozi w’inzu y’ubuhanzi n’amasomo', bio: 'Ayobora amasomo yo gushushanya no kubyina, akita ku mikorere y’inzu yacu y’ubuhanzi.' },
    fr: { role: 'Responsable de l’atelier et des séances', bio: 'Il anime les séances de peinture et de danse et fait tourner l’atelier.' },
  },
};

/** Contact items by type: display_name, and contact_value where it is words (the opening hours; docs/decisions/112). */
export const CONTACT_TRANSLATIONS: Record<string, Pair<'display_name'> | Pair<'display_name' | 'contact_value'>> = {
  email: { rw: { display_name: 'Ibibazo rusange' }, fr: { display_name: 'Renseignements généraux' } },
  support_email: { rw: { display_name: 'Ubufasha ku bakiriya' }, fr: { display_name: 'Service client' } },
  sales_email: { rw: { display_name: 'Itsinda ry’abacuruzi' }, fr: { display_name: 'Équipe commerciale' } },
  phone: { rw: { display_name: 'Telefoni y’inzu y’ubuhanzi' }, fr: { display_name: 'Téléphone de l’atelier' } },
  address: { rw: { display_name: 'Aderesi y’inzu y’ubuhanzi' }, fr: { display_name: 'Adresse de l’atelier' } },
  business_hours: {
    rw: { display_name: 'Amasaha dukoreraho', contact_value: 'Kuwa mbere–Kuwa gatanu 09:00–18:00, Kuwa gatandatu 10:00–16:00' },
    fr: { display_name: 'Horaires d’ouverture', contact_value: 'Lun–ven 9 h–18 h, sam 10 h–16 h' },
  },
  website: { rw: { display_name: 'Urubuga' }, fr: { display_name: 'Site web' } },
};

/** Company values by English title: title, description. */
export const VALUE_TRANSLATIONS: Record<string, Pair<'title' | 'description'>> = {
  'Made by hand': {
    rw: { title: 'Bikozwe n’intoki', description: 'Buri gihangano gishushanywa, kidozwa cyangwa kibajwa n’umuntu ushobora guhura na we.' },
    fr: { title: 'Fait main', description: 'Chaque pièce est peinte, cousue ou sculptée par une personne que vous pouvez rencontrer.' },
  },
  'Fair pay': {
    rw: { title: 'Igihembo gikwiye', description: 'Abahanzi n’abakora ibicuruzwa babona umugabane ukwiye kuri buri gicuruzwa kigurishijwe.' },
    fr: { title: 'Rémunération équitable', description: 'Les artistes et artisans reçoivent une juste part de chaque vente.' },
  },
  'Built to last': {
    rw: { title: 'Bikorewe kuramba', description: 'Ibikoresho byiza no gusana igicuruzwa igihe cyose kikiriho.' },
    fr: { title: 'Fait pour durer', description: 'De bons matériaux et des réparations pendant toute la vie du produit.' },
  },
};

/** The company basics ('basic' settings document): tagline, description, mission, vision. */
export const BASIC_TRANSLATIONS: Translations = {
  rw: {
    company_tagline: 'Imideli ikorwa ku byifuzo byawe, inkweto zidozwa n’ubuhanzi bushushanyije, bikorerwa i Kigali.',
    company_description:
      'Atelier Kigali ni inzu y’ubuhanzi y’abashushanyi, abadozi b’inkweto n’abadozi b’imyenda ku Kacyiru. Dukora inkweto zikorwa ku byifuzo byawe, imyenda n’ibihangano by’umwimerere, kandi dufungurira abantu inzu yacu y’ubuhanzi ku masomo yo gushushanya no kubyina.',
    mission_statement: 'Guhindura ubukorikori n’ubuhanzi nyarwanda ibintu abantu bambara, bamanika kandi bibuka, bikozwe mu buryo buboneye kandi biramba.',
    vision_statement: 'Kigali aho buri gace gafite inzu y’ubuhanzi, kandi buri muhanzi ukiri muto ashobora kubeshwaho n’umurimo we.',
  },
  fr: {
    company_tagline: 'Mode sur mesure, chaussures personnalisées et art graphique, faits à Kigali.',
    company_description:
      'Atelier Kigali est un atelier de peintres, de bottiers et de tailleurs à Kacyiru. Nous créons des baskets personnalisées, des vêtements et des œuvres originales, et nous ouvrons notre atelier pour des séances de peinture et de danse.',
    mission_statement: 'Transformer l’artisanat et la créativité du Rwanda en objets que l’on porte, que l’on accroche et dont on se souvient, faits équitablement et pour durer.',
    vision_statement: 'Un Kigali où chaque quartier a son atelier et où chaque jeune artiste peut vivre de son travail.',
  },
};
