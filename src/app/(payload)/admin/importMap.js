import { ResendActivationButton as ResendActivationButton_e893e48d6ff9b85480f29718c2f108c3 } from '@/components/admin/ResendActivationButton'
import { ViewDashboardAsButton as ViewDashboardAsButton_0074f5f10bfa6e22950f081593bab10a } from '@/components/admin/ViewDashboardAsButton'
import { BundledJSONField as BundledJSONField_c17cf41da318bbb9147d9291bcdb380c } from '@/components/admin/code-editor/BundledCodeEditor'
import { MoneyCell as MoneyCell_4a3beab9aeb64215aca62667b2e66a58 } from '@/components/admin/MoneyCell'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { EnquiryEstimateField as EnquiryEstimateField_d02d0ffab38be828ad0aced24a74c766 } from '@/components/admin/EnquiryEstimateField'
import { CreateProjectButton as CreateProjectButton_53f41d3f7c206d3443d00aae40685db1 } from '@/components/admin/CreateProjectButton'
import { StatusActions as StatusActions_2217460daa05962fbf26c44b29f68f88 } from '@/components/admin/StatusActions'
import { ProposalBuilder as ProposalBuilder_8b465826edaf0168509fa3c7ecf4e50e } from '@/components/admin/proposal/ProposalBuilder'
import { ArtworkProofField as ArtworkProofField_5f7bfb381ea3545a6b61a308033bacbd } from '@/components/admin/proof-origin/ArtworkProofField'
import { ComputedDateField as ComputedDateField_543988cbcb7c8a72202eea34cbff3f8f } from '@/components/admin/timeline/ComputedDateField'
import { DoneOnField as DoneOnField_9378df780d4d8bd38b85796c7c89fc81 } from '@/components/admin/timeline/DoneOnField'
import { StageRowLabel as StageRowLabel_41a6ce625e171f96dd7bd692208d3737 } from '@/components/admin/timeline/StageRowLabel'
import { ProofOriginField as ProofOriginField_7c39e4cb0dba17cd4c7615273d8df52a } from '@/components/admin/proof-origin/ProofOriginField'
import { StaffInsightsNavLink as StaffInsightsNavLink_fe64d04fc4c502051286bd6e53891537 } from '@/components/admin/insights/StaffInsightsNavLink'
import { LabelsNavLink as LabelsNavLink_88de55409b22688dddced21ed531998b } from '@/components/admin/labels/LabelsNavLink'
import { OutboxNavLink as OutboxNavLink_b9cb7fa1093397b38daacfd7a5f8ca08 } from '@/components/admin/outbox/OutboxNavLink'
import { StaffWorkQueue as StaffWorkQueue_d22d263f67767c61c39772337221705d } from '@/components/admin/StaffWorkQueue'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { StaffInsightsView as StaffInsightsView_c72b32a46fff6748f359f133dd807b53 } from '@/components/admin/insights/StaffInsightsView'
import { LabelsView as LabelsView_8da8b67ffc7cc901cbeb371265591672 } from '@/components/admin/labels/LabelsView'
import { OutboxView as OutboxView_cc420d2a44063950014a9fcae435a048 } from '@/components/admin/outbox/OutboxView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/ResendActivationButton#ResendActivationButton": ResendActivationButton_e893e48d6ff9b85480f29718c2f108c3,
  "@/components/admin/ViewDashboardAsButton#ViewDashboardAsButton": ViewDashboardAsButton_0074f5f10bfa6e22950f081593bab10a,
  "@/components/admin/code-editor/BundledCodeEditor#BundledJSONField": BundledJSONField_c17cf41da318bbb9147d9291bcdb380c,
  "@/components/admin/MoneyCell#MoneyCell": MoneyCell_4a3beab9aeb64215aca62667b2e66a58,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/EnquiryEstimateField#EnquiryEstimateField": EnquiryEstimateField_d02d0ffab38be828ad0aced24a74c766,
  "@/components/admin/CreateProjectButton#CreateProjectButton": CreateProjectButton_53f41d3f7c206d3443d00aae40685db1,
  "@/components/admin/StatusActions#StatusActions": StatusActions_2217460daa05962fbf26c44b29f68f88,
  "@/components/admin/proposal/ProposalBuilder#ProposalBuilder": ProposalBuilder_8b465826edaf0168509fa3c7ecf4e50e,
  "@/components/admin/proof-origin/ArtworkProofField#ArtworkProofField": ArtworkProofField_5f7bfb381ea3545a6b61a308033bacbd,
  "@/components/admin/timeline/ComputedDateField#ComputedDateField": ComputedDateField_543988cbcb7c8a72202eea34cbff3f8f,
  "@/components/admin/timeline/DoneOnField#DoneOnField": DoneOnField_9378df780d4d8bd38b85796c7c89fc81,
  "@/components/admin/timeline/StageRowLabel#StageRowLabel": StageRowLabel_41a6ce625e171f96dd7bd692208d3737,
  "@/components/admin/proof-origin/ProofOriginField#ProofOriginField": ProofOriginField_7c39e4cb0dba17cd4c7615273d8df52a,
  "@/components/admin/insights/StaffInsightsNavLink#StaffInsightsNavLink": StaffInsightsNavLink_fe64d04fc4c502051286bd6e53891537,
  "@/components/admin/labels/LabelsNavLink#LabelsNavLink": LabelsNavLink_88de55409b22688dddced21ed531998b,
  "@/components/admin/outbox/OutboxNavLink#OutboxNavLink": OutboxNavLink_b9cb7fa1093397b38daacfd7a5f8ca08,
  "@/components/admin/StaffWorkQueue#StaffWorkQueue": StaffWorkQueue_d22d263f67767c61c39772337221705d,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/components/admin/insights/StaffInsightsView#StaffInsightsView": StaffInsightsView_c72b32a46fff6748f359f133dd807b53,
  "@/components/admin/labels/LabelsView#LabelsView": LabelsView_8da8b67ffc7cc901cbeb371265591672,
  "@/components/admin/outbox/OutboxView#OutboxView": OutboxView_cc420d2a44063950014a9fcae435a048,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
