import { ArticlesView } from '../components/ArticlesView';

export default function CooperationBrandPage() {
  return <ArticlesView title="合作品牌" category="cooperation" galleryTitle="合作品牌" />;
}
